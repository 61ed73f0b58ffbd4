import { useState, type Dispatch } from 'react';
import { BACKGROUNDS, FITS, type DesignConfig } from '@/domain/design';
import type { EditorAction } from '@/domain/editor-state';
import { alignOf, justifyOf } from '@/domain/position';
import { BACKGROUND_LABELS, FIT_LABELS, POSITIONS, type Position } from './option-labels';
import { OptionPanel } from './option-panel';
import { ToggleButton } from './toggle-button';
import styles from './options-column.module.css';

type PanelId = 'adjustments' | 'background' | 'align';

interface OptionsColumnProps {
  readonly design: DesignConfig;
  readonly dispatch: Dispatch<EditorAction>;
  readonly onRotate: () => void;
}

/** A button lights up when the position's nearest stop is its own. */
function isPressed(design: DesignConfig, { axis, value }: Position): boolean {
  const align = alignOf(design.posX);
  const justify = justifyOf(design.posY);
  if (value === 'center') return align === 'center' && justify === 'center';
  return axis === 'align' ? align === value : justify === value;
}

/** ADJUSTMENTS, the background colours (contain only) and ALIGN; one panel open at a time. */
export function OptionsColumn({ design, dispatch, onRotate }: OptionsColumnProps) {
  const [open, setOpen] = useState<PanelId | null>('adjustments');
  const toggle = (id: PanelId) => () => setOpen((current) => (current === id ? null : id));

  return (
    <div className={styles.column}>
      <OptionPanel title="AJUSTES" open={open === 'adjustments'} onToggle={toggle('adjustments')}>
        <div role="group" aria-label="Ajuste de imagen" className={styles.stack}>
          {FITS.map((fit) => (
            <ToggleButton key={fit} pressed={design.fit === fit} onClick={() => dispatch({ type: 'fit', fit })}>
              {FIT_LABELS[fit]}
            </ToggleButton>
          ))}
        </div>
        <ToggleButton pressed={design.mirrored} onClick={() => dispatch({ type: 'toggleMirror' })}>
          Espejar
        </ToggleButton>
        <button type="button" className={styles.action} onClick={onRotate}>
          Rotar 90°
        </button>
        {design.mode === 'Alfombra' && (
          <ToggleButton pressed={design.circular} onClick={() => dispatch({ type: 'toggleCircular' })}>
            Circular
          </ToggleButton>
        )}
      </OptionPanel>
      {design.fit === 'contain' && (
        <OptionPanel title="COLOR DE FONDO" open={open === 'background'} onToggle={toggle('background')}>
          <div role="group" aria-label="Color de fondo" className={styles.row}>
            {BACKGROUNDS.map((background) => (
              <ToggleButton key={background} pressed={design.background === background} onClick={() => dispatch({ type: 'background', background })}>
                {BACKGROUND_LABELS[background]}
              </ToggleButton>
            ))}
          </div>
        </OptionPanel>
      )}
      <OptionPanel title="ALINEAR" open={open === 'align'} onToggle={toggle('align')}>
        <div role="group" aria-label="Posición de la imagen" className={styles.grid}>
          {POSITIONS.map(({ label, position }) => (
            <ToggleButton
              key={label}
              pressed={isPressed(design, position)}
              onClick={() =>
                dispatch(position.axis === 'align' ? { type: 'align', align: position.value } : { type: 'justify', justify: position.value })
              }
            >
              {label}
            </ToggleButton>
          ))}
        </div>
      </OptionPanel>
    </div>
  );
}
