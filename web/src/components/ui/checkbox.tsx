import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import './checkbox.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled checkbox whose error, like a field's, is announced and tied to the control. */
export function Checkbox({ label, error, className, ...rest }: CheckboxProps) {
  const id = useId();
  return (
    <div className={`checkbox${error ? ' checkbox--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <input
        id={id}
        type="checkbox"
        className="checkbox__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...rest}
      />
      <label className="checkbox__label" htmlFor={id}>
        {label}
      </label>
      {error ? (
        <p className="checkbox__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
