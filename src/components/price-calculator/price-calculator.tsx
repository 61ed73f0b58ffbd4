import { useId, useReducer, useRef, type FormEvent } from 'react';
import { MODE_SPECS, MODES, type Mode } from '@/domain/modes';
import { quote } from '@/domain/promotions';
import { modeStockNotice } from '@/domain/quote-text';
import { useTarifa } from '@/platform/tarifa/use-tarifa';
import { OutOfStockMark } from '../out-of-stock-mark';
import { PriceTag } from '../price-tag';
import { calculatorReducer, initialCalculatorState, missingHint, sideBounds, type Side } from './calculator-state';
import styles from './price-calculator.module.css';
import { SizeField } from './size-field';

const SIDE_LABELS: Readonly<Record<Side, string>> = { length: 'LARGO', width: 'ANCHO' };
const SIDES: readonly Side[] = ['length', 'width'];

function outOfStockNotice(mode: Mode): string {
  return `${modeStockNotice(mode)}. Elegí otro producto para ver su precio.`;
}

/** Mode buttons, LARGO and ANCHO, COTIZAR, and the price (used by /calculadora and /informacion). */
export function PriceCalculator({ title }: { readonly title: string }) {
  const titleId = useId();
  const [state, dispatch] = useReducer(calculatorReducer, undefined, () => initialCalculatorState());
  const inputs = { length: useRef<HTMLInputElement>(null), width: useRef<HTMLInputElement>(null) };
  const hint = missingHint(state.missing);
  const { tarifa } = useTarifa();
  const { quoted } = state;
  const outOfStock = tarifa.modes[state.mode].outOfStock;

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
            {tarifa.modes[mode].outOfStock && <OutOfStockMark />}
          </button>
        ))}
      </div>
      <p className={styles.notice} role="status">
        {[state.modeNotice, outOfStock ? outOfStockNotice(state.mode) : null].filter(Boolean).join(' ')}
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
        {quoted && (
          <p className={styles.price}>
            <span className={styles.priceLabel}>
              Precio estimado {MODE_SPECS[state.mode].productName} {quoted.length}x{quoted.width} cm
            </span>
            <strong className={styles.amount}>
              <PriceTag quote={quote(tarifa, state.mode, quoted.length, quoted.width, new Date())} />
            </strong>
          </p>
        )}
        {hint && <p className={styles.hint}>{hint}</p>}
      </div>
    </form>
  );
}
