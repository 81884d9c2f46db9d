import { type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes, useId } from 'react';
import './field.css';

interface FieldFrame {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** Shown after the label; the control keeps its native `required` for validation semantics. */
  optional?: boolean;
}

function describedBy(hintId: string, errorId: string, hint: unknown, error: unknown): string | undefined {
  const ids = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

function Frame({ id, label, hint, error, optional, children }: FieldFrame & { id: string; children: ReactNode }) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional ? <span className="field__optional"> (optional)</span> : null}
      </label>
      {children}
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>, FieldFrame {
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

export function Input({ id, label, hint, error, optional, className, ...rest }: InputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <Frame id={inputId} label={label} hint={hint} error={error} optional={optional}>
      <input
        id={inputId}
        className={`input${className ? ` ${className}` : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${inputId}-hint`, `${inputId}-error`, hint, error)}
        {...rest}
      />
    </Frame>
  );
}

export interface TextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>, FieldFrame {
  id?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ id, label, hint, error, optional, className, rows = 3, ...rest }: TextareaProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <Frame id={inputId} label={label} hint={hint} error={error} optional={optional}>
      <textarea
        id={inputId}
        rows={rows}
        className={`input input--textarea${className ? ` ${className}` : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${inputId}-hint`, `${inputId}-error`, hint, error)}
        {...rest}
      />
    </Frame>
  );
}
