import { useId, type Dispatch } from 'react';
import type { HistoryAction } from '@/domain/history';
import { TEXT_FONT_IDS, TEXT_FONTS } from '@/domain/text-fonts';
import { TEXT_ALIGNS, TEXT_BLACK, TEXT_WHITE, type TextAlign, type TextLayer } from '@/domain/text-layers';
import { crossesSafeArea, textBox, type PieceSize } from '@/domain/text-placement';
import { ToggleButton } from '../toggle-button';
import { measureTextLayer } from '../preview/text-metrics';
import { ColorField, SizeField, WordsField } from './text-inputs';
import styles from './text-fields.module.css';

const ALIGN_LABELS: Readonly<Record<TextAlign, string>> = { left: 'Izquierda', center: 'Centro', right: 'Derecha' };

interface TextFieldsProps {
  readonly texts: readonly TextLayer[];
  readonly piece: PieceSize;
  readonly dispatch: Dispatch<HistoryAction>;
  readonly selected: number | null;
  readonly onSelect: (index: number | null) => void;
}

interface LayerFieldsProps extends Omit<TextFieldsProps, 'texts' | 'onSelect'> {
  readonly layer: TextLayer;
  readonly index: number;
  readonly onSelect: (index: number | null) => void;
}

function LayerFields({ layer, index, piece, dispatch, selected, onSelect }: LayerFieldsProps) {
  const id = useId();
  const name = `Texto ${index + 1}`;
  const change = (patch: Partial<TextLayer>) => dispatch({ type: 'changeText', index, change: patch });
  const unsafe = layer.text !== '' && crossesSafeArea(textBox(layer, piece, measureTextLayer(layer)), piece);
  return (
    // Working in a layer's fields selects it, so the preview's arrow keys move it.
    <fieldset className={styles.layer} data-selected={selected === index} onFocus={() => onSelect(index)}>
      <legend className={styles.legend}>{name}</legend>
      <WordsField id={`${id}-texto`} label={name} value={layer.text} dispatch={dispatch} onText={(text) => change({ text })} />
      <label className={styles.field} htmlFor={`${id}-fuente`}>
        Fuente
        <select id={`${id}-fuente`} value={layer.font} onChange={(event) => change({ font: TEXT_FONT_IDS.find((font) => font === event.target.value) ?? layer.font })}>
          {TEXT_FONT_IDS.map((font) => (
            <option key={font} value={font}>
              {TEXT_FONTS[font].label}
            </option>
          ))}
        </select>
      </label>
      <SizeField id={`${id}-tamano`} label={`Tamaño de ${name.toLowerCase()} (cm)`} value={layer.sizeCm} dispatch={dispatch} onSize={(sizeCm) => change({ sizeCm })} />
      <div role="group" aria-label={`Color de ${name.toLowerCase()}`} className={styles.row}>
        <ToggleButton pressed={layer.color === TEXT_WHITE} onClick={() => change({ color: TEXT_WHITE })}>
          Blanco
        </ToggleButton>
        <ToggleButton pressed={layer.color === TEXT_BLACK} onClick={() => change({ color: TEXT_BLACK })}>
          Negro
        </ToggleButton>
        <ColorField id={`${id}-color`} value={layer.color} onColor={(color) => change({ color })} />
      </div>
      <div className={styles.row}>
        <label className={styles.check}>
          <input type="checkbox" checked={layer.outline} onChange={(event) => change({ outline: event.target.checked })} />
          Contorno
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={layer.shadow} onChange={(event) => change({ shadow: event.target.checked })} />
          Sombra
        </label>
      </div>
      <label className={styles.field} htmlFor={`${id}-alineacion`}>
        Alineación
        <select id={`${id}-alineacion`} value={layer.align} onChange={(event) => change({ align: TEXT_ALIGNS.find((align) => align === event.target.value) ?? layer.align })}>
          {TEXT_ALIGNS.map((align) => (
            <option key={align} value={align}>
              {ALIGN_LABELS[align]}
            </option>
          ))}
        </select>
      </label>
      {unsafe && (
        <p className={styles.warning} role="status">
          {name} puede quedar bajo la costura: alejalo al menos 1 cm del borde.
        </p>
      )}
      <button
        type="button"
        className={styles.remove}
        onClick={() => {
          dispatch({ type: 'removeText', index });
          onSelect(null);
        }}
      >
        Quitar {name.toLowerCase()}
      </button>
    </fieldset>
  );
}

/** Every text layer as a group of form fields, usable from the keyboard; each change is an undo step. */
export function TextFields({ texts, ...props }: TextFieldsProps) {
  return (
    <div className={styles.list}>
      {texts.map((layer, index) => (
        // Layers have no identity beyond their place in the list.
        <LayerFields key={index} layer={layer} index={index} {...props} />
      ))}
    </div>
  );
}
