import type { ChangeEvent } from 'react';
import styles from './order-form.module.css';

interface OrderFieldProps {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Always shown under the field: what it accepts. */
  readonly hint: string;
  /** Shown under the field, linked to it and marking it invalid. */
  readonly error?: string | undefined;
  readonly type?: 'text' | 'email';
  readonly multiline?: boolean;
  readonly required?: boolean;
  /** Left out where the value is filtered as typed, so a paste is filtered before it is cut. */
  readonly maxLength?: number;
  readonly autoComplete?: string;
}

/** A labelled text field whose hint and error are read with it (aria-describedby). */
export function OrderField(props: OrderFieldProps) {
  const { name, label, value, hint, error, required = false, multiline = false } = props;
  const id = `order-${name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    value,
    required,
    maxLength: props.maxLength,
    autoComplete: props.autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${errorId} ${hintId}` : hintId,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => props.onChange(event.target.value),
    className: styles.control,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {multiline ? <textarea rows={4} {...shared} /> : <input type={props.type ?? 'text'} {...shared} />}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
    </div>
  );
}
