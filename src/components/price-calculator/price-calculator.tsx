import { useId, useReducer, useRef, type FormEvent } from 'react';
import { MODE_SPECS, MODES } from '@/domain/modes';
import { formatPrice } from '@/domain/pricing';
import { calculatorReducer, initialCalculatorState, missingHint, sideBounds, type Side } from './calculator-state';
import styles from './price-calculator.module.css';
import { SizeField } from './size-field';

const SIDE_LABELS: Readonly<Record<Side, string>> = { length: 'LARGO', width: 'ANCHO' };
const SIDES: readonly Side[] = ['length', 'width'];

/** Mode buttons, LARGO and ANCHO, COTIZAR, and the price (used by /calculadora and /informacion). */
export function PriceCalculator({ title }: { readonly title: string }) {
  const titleId = useId();
  const [state, dispatch] = useReducer(calculatorReducer, undefined, () => initialCalculatorState());
  const inputs = { length: useRef<HTMLInputElement>(null), width: useRef<HTMLInputElement>(null) };
  const hint = missingHint(state.missing);

  const onQuote = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'quote' });
    const firstMissing = SIDES.find((side) => state[side] === '');
    if (firstMissing) inputs[firstMissing].current?.focus();
  };

  return (
    <form className={styles.calculator} aria-labelledby={titleId} onSubmit={onQuote} noValidate>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div className={styles.modes} role="group" aria-label="Producto">
        {MODES.map((mode) => (
          <button
            key={mode}
            type="button"
            className={styles.mode}
            aria-pressed={mode === state.mode}
            onClick={() => dispatch({ type: 'mode', mode })}
          >
            {MODE_SPECS[mode].tabLabel}
          </button>
        ))}
      </div>
      <p className={styles.notice} role="status">
        {state.modeNotice}
      </p>
      <div className={styles.fields}>
        {SIDES.map((side) => (
          <SizeField
            key={side}
            label={SIDE_LABELS[side]}
            value={state[side]}
            {...sideBounds(state.mode, side)}
            invalid={state.missing.includes(side)}
            inputRef={inputs[side]}
            onChange={(text) => dispatch({ type: 'type', side, text })}
            onBlur={() => dispatch({ type: 'blur', side })}
          />
        ))}
      </div>
      <button type="submit" className={styles.quote}>
        COTIZAR
      </button>
      <div className={styles.result} aria-live="polite">
        {state.quote && (
          <p className={styles.price}>
            <span className={styles.priceLabel}>
              Precio estimado {MODE_SPECS[state.mode].productName} {state.quote.length}x{state.quote.width} cm
            </span>
            <strong className={styles.amount}>{formatPrice(state.quote.price)}</strong>
          </p>
        )}
        {hint && <p className={styles.hint}>{hint}</p>}
      </div>
    </form>
  );
}
