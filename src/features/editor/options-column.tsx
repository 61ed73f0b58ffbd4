import { useState, type Dispatch } from 'react';
import { FITS, type DesignConfig } from '@/domain/design';
import type { HistoryAction } from '@/domain/history';
import { alignOf, justifyOf } from '@/domain/position';
import type { ShopperImage } from '@/image/types';
import { BackgroundOptions } from './background-options';
import { FIT_LABELS, POSITIONS, type Position } from './option-labels';
import { OptionPanel } from './option-panel';
import { ShapeOptions } from './shape-options';
import { ToggleButton } from './toggle-button';
import styles from './options-column.module.css';

type PanelId = 'adjustments' | 'background' | 'align';

interface OptionsColumnProps {
  readonly design: DesignConfig;
  readonly dispatch: Dispatch<HistoryAction>;
  readonly onRotate: () => void;
  readonly image: ShopperImage | null;
  /** Starts the tap-on-the-preview eyedropper; `done` runs when it ends. */
  readonly onTapPick: (done: () => void) => void;
}

/** A button lights up when the position's nearest stop is its own. */
function isPressed(design: DesignConfig, { axis, value }: Position): boolean {
  const align = alignOf(design.posX);
  const justify = justifyOf(design.posY);
  if (value === 'center') return align === 'center' && justify === 'center';
  return axis === 'align' ? align === value : justify === value;
}

/** ADJUSTMENTS, the background colours (contain only) and ALIGN; one panel open at a time. */
export function OptionsColumn({ design, dispatch, onRotate, image, onTapPick }: OptionsColumnProps) {
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
        <ToggleButton pressed={design.mirroredVertical} onClick={() => dispatch({ type: 'toggleMirrorVertical' })}>
          Espejar vertical
        </ToggleButton>
        <button type="button" className={styles.action} onClick={onRotate}>
          Rotar 90°
        </button>
        <ShapeOptions design={design} dispatch={dispatch} groupClass={styles.stack} />
      </OptionPanel>
      {design.fit === 'contain' && (
        <OptionPanel title="COLOR DE FONDO" open={open === 'background'} onToggle={toggle('background')}>
          <BackgroundOptions
            design={design}
            dispatch={dispatch}
            preview={image?.preview ?? null}
            imageId={image?.id ?? null}
            onTapPick={onTapPick}
          />
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
