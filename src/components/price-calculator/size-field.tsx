import { useId, type Ref } from 'react';
import { MAX_CM_DIGITS } from '@/domain/size-input';
import styles from './price-calculator.module.css';

interface SizeFieldProps {
  readonly label: string;
  readonly value: string;
  readonly min: number;
  readonly max: number;
  readonly invalid: boolean;
  readonly inputRef: Ref<HTMLInputElement>;
  readonly onChange: (text: string) => void;
  readonly onBlur: () => void;
}

/** A whole-centimetre input with its visible label and range. */
export function SizeField({ label, value, min, max, invalid, inputRef, onChange, onBlur }: SizeFieldProps) {
  const id = useId();
  const rangeId = `${id}-rango`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label} <span className={styles.unit}>(cm)</span>
      </label>
      <input
        ref={inputRef}
        id={id}
        className={styles.input}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={MAX_CM_DIGITS}
        value={value}
        aria-describedby={rangeId}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <span id={rangeId} className={styles.range}>
        De {min} a {max} cm
      </span>
    </div>
  );
}
