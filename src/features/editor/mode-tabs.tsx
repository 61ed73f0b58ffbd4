import { useRef, type KeyboardEvent } from 'react';
import { OutOfStockMark } from '@/components/out-of-stock-mark';
import { MODE_SPECS, MODES, type Mode } from '@/domain/modes';
import { useTarifa } from '@/platform/tarifa/use-tarifa';
import styles from './mode-tabs.module.css';

export const EDITOR_PANEL_ID = 'editor-panel';
export const tabId = (mode: Mode) => `editor-tab-${mode}`;

interface ModeTabsProps {
  readonly mode: Mode;
  readonly onChoose: (mode: Mode) => void;
}

const KEY_STEP: Readonly<Record<string, (index: number) => number>> = {
  ArrowRight: (i) => (i + 1) % MODES.length,
  ArrowLeft: (i) => (i - 1 + MODES.length) % MODES.length,
  Home: () => 0,
  End: () => MODES.length - 1,
};

/** CLASSIC, PRO, ALFOMBRA as a real tablist: one tab stop, arrows move and choose; a mode without stock says so on its tab. */
export function ModeTabs({ mode, onChoose }: ModeTabsProps) {
  const tabs = useRef(new Map<Mode, HTMLButtonElement>());
  const { tarifa } = useTarifa();

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = KEY_STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const next = MODES[step(MODES.indexOf(mode))];
    if (!next) return;
    onChoose(next);
    tabs.current.get(next)?.focus();
  }

  return (
    <div role="tablist" aria-label="Tipo de producto" className={styles.tabs} onKeyDown={onKeyDown}>
      {MODES.map((m) => (
        <button
          key={m}
          ref={(node) => {
            if (node) tabs.current.set(m, node);
            else tabs.current.delete(m);
          }}
          type="button"
          role="tab"
          id={tabId(m)}
          aria-selected={m === mode}
          aria-controls={EDITOR_PANEL_ID}
          tabIndex={m === mode ? 0 : -1}
          className={styles.tab}
          onClick={() => onChoose(m)}
        >
          {MODE_SPECS[m].tabLabel}
          {tarifa.modes[m].outOfStock && <OutOfStockMark />}
        </button>
      ))}
    </div>
  );
}
