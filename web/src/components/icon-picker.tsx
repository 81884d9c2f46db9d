import { type ChangeEvent, type Ref, useId, useImperativeHandle, useRef, useState } from 'react';
import { smallIconWarning } from '@contracts/limits';
import { ICON_ACCEPT, checkIconFile, imageSize, readAsDataUrl } from '@/lib/icon-file';
import { messages } from '@/lib/validation';
import { Button } from './ui/button';
import { UploadIcon } from './ui/icons';
import './icon-picker.css';

export interface IconPickerProps {
  label: string;
  value: string;
  onChange: (dataUrl: string) => void;
  /** 512 on the request form, 1024 on the APK form (docs/product.md §9). */
  recommendedSide: number;
  disabled?: boolean;
  /** A refusal from elsewhere (the server's check of the same icon), shown like the picker's own. */
  error?: string | null;
  /** The file input, for a form that moves the focus to the icon when it is refused. */
  ref?: Ref<HTMLInputElement | null>;
}

// A file without a MIME type (some Android pickers) still gets an image data URL the server accepts.
function withImageMime(dataUrl: string, fileName: string): string {
  if (/^data:image\/(png|jpeg);base64,/.test(dataUrl)) return dataUrl;
  const mime = /\.png$/i.test(fileName) ? 'image/png' : 'image/jpeg';
  return dataUrl.replace(/^data:[^;,]*;base64,/, `data:${mime};base64,`);
}

export function IconPicker({
  label,
  value,
  onChange,
  recommendedSide,
  disabled,
  error: outsideError,
  ref,
}: IconPickerProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle<HTMLInputElement | null, HTMLInputElement | null>(ref, () => inputRef.current, []);
  const [fileError, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setWarning(null);
    const check = checkIconFile(file);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setError(null);
    try {
      const dataUrl = withImageMime(await readAsDataUrl(file), file.name);
      setFileName(file.name);
      onChange(dataUrl);
      const { width, height } = await imageSize(dataUrl);
      setWarning(smallIconWarning(width, height, recommendedSide));
    } catch {
      // Named and typed as an image, but not one a browser can read.
      setError(messages.iconFormat);
      onChange('');
    }
  }

  function clear() {
    onChange('');
    setFileName('');
    setWarning(null);
    setError(null);
    inputRef.current?.focus();
  }

  const error = fileError ?? outsideError ?? null;
  const hintId = `${inputId}-hint`;
  const messageId = `${inputId}-message`;
  return (
    <div className="icon-picker">
      <span className="field__label" id={`${inputId}-label`}>
        {label} <span className="field__optional">(optional)</span>
      </span>
      <div className="icon-picker__row">
        <div className="icon-picker__preview">
          {value ? <img src={value} alt={`${label} preview`} /> : <UploadIcon size={22} />}
        </div>
        <div className="icon-picker__controls">
          <div className="icon-picker__buttons">
            <input
              ref={inputRef}
              id={inputId}
              className="visually-hidden btn-file__input"
              type="file"
              accept={ICON_ACCEPT}
              onChange={pick}
              disabled={disabled}
              aria-labelledby={`${inputId}-label`}
              aria-describedby={`${hintId}${error || warning ? ` ${messageId}` : ''}`}
              aria-invalid={error ? true : undefined}
            />
            <label className={`btn btn--secondary btn--sm btn-file${disabled ? ' is-disabled' : ''}`} htmlFor={inputId}>
              {value ? 'Change icon' : 'Upload icon'}
            </label>
            {value ? (
              <Button variant="ghost" size="sm" onClick={clear} disabled={disabled}>
                Clear icon
              </Button>
            ) : null}
          </div>
          <p className="field__hint" id={hintId}>
            {fileName ? `${fileName} · ` : ''}PNG or JPG, under 200KB. Recommended {recommendedSide}x{recommendedSide}{' '}
            pixels.
          </p>
        </div>
      </div>
      {error ? (
        <p className="field__error" id={messageId} role="alert">
          {error}
        </p>
      ) : warning ? (
        <p className="icon-picker__warning" id={messageId} role="status">
          {warning}
        </p>
      ) : null}
    </div>
  );
}
