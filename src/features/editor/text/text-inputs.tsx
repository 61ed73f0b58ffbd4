import { useState, type Dispatch } from 'react';
import type { HistoryAction } from '@/domain/history';
import { parseHexColor, type HexColor } from '@/domain/background-color';
import { lostCharacters, MAX_TEXT_LENGTH, TEXT_SIZE_MAX_CM, TEXT_SIZE_MIN_CM } from '@/domain/text-layers';
import styles from './text-fields.module.css';

/**
 * Typing is one undo step per visit to a field (focus to blur), not one per keystroke: the field
 * opens a gesture in the history while it has focus.
 */
function gestureHandlers(dispatch: Dispatch<HistoryAction>) {
  return { onFocus: () => dispatch({ type: 'beginGesture' }), onBlur: () => dispatch({ type: 'endGesture' }) };
}

interface WordsFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly dispatch: Dispatch<HistoryAction>;
  readonly onText: (text: string) => void;
}

/** The layer's words; characters the fonts cannot print are dropped, and the shopper is told. */
export function WordsField({ id, label, value, dispatch, onText }: WordsFieldProps) {
  const [dropped, setDropped] = useState(false);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={value}
        maxLength={MAX_TEXT_LENGTH}
        autoComplete="off"
        aria-describedby={dropped ? `${id}-aviso` : undefined}
        {...gestureHandlers(dispatch)}
        onChange={(event) => {
          setDropped(lostCharacters(event.target.value));
          onText(event.target.value);
        }}
      />
      {dropped && (
        <p id={`${id}-aviso`} className={styles.warning} role="status">
          Quitamos lo que no se puede imprimir (emojis, otros alfabetos): usá letras, números y signos comunes, hasta {MAX_TEXT_LENGTH}.
        </p>
      )}
      {value === '' && <p className={styles.hint}>Escribí el texto; vacío no se imprime.</p>}
    </div>
  );
}

interface SizeFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: number;
  readonly dispatch: Dispatch<HistoryAction>;
  readonly onSize: (sizeCm: number) => void;
}

/** The letter size in cm; what is typed stays as typed until it is a number, then it is applied (clamped). */
export function SizeField({ id, label, value, dispatch, onSize }: SizeFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const { onFocus, onBlur } = gestureHandlers(dispatch);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={TEXT_SIZE_MIN_CM}
        max={TEXT_SIZE_MAX_CM}
        step={0.5}
        value={draft ?? String(value)}
        onFocus={onFocus}
        onBlur={() => {
          setDraft(null);
          onBlur();
        }}
        onChange={(event) => {
          setDraft(event.target.value);
          const size = Number(event.target.value.replace(',', '.'));
          if (event.target.value !== '' && Number.isFinite(size)) onSize(size);
        }}
      />
    </div>
  );
}

interface ColorFieldProps {
  readonly id: string;
  readonly value: string;
  readonly onColor: (color: HexColor) => void;
}

/** Any colour as a hex value (#FF0000), applied once it reads as one. */
export function ColorField({ id, value, onColor }: ColorFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const invalid = draft !== null && parseHexColor(draft) === null;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>Color (hex)</label>
      <input
        id={id}
        type="text"
        value={draft ?? value}
        maxLength={7}
        autoComplete="off"
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onBlur={() => {
          if (!invalid) setDraft(null);
        }}
        onChange={(event) => {
          setDraft(event.target.value);
          const color = parseHexColor(event.target.value);
          if (color) onColor(color);
        }}
      />
      {invalid && (
        <p id={`${id}-error`} className={styles.warning} role="alert">
          Escribí el color como # y seis cifras o letras de la A a la F, por ejemplo #FF0000.
        </p>
      )}
    </div>
  );
}
