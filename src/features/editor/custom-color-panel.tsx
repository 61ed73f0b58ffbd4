import { useId, useRef, type Dispatch } from 'react';
import { HexColorInput, HexColorPicker } from 'react-colorful';
import { parseHexColor, type HexColor } from '@/domain/background-color';
import type { HistoryAction } from '@/domain/history';
import { ActionButton } from './action-button';
import { hasBrowserEyeDropper, pickWithBrowserEyeDropper } from './eyedropper';
import { PhotoSwatches } from './photo-swatches';
import { usePickerGesture } from './use-picker-gesture';
import { useSpanishPickerLabels } from './use-spanish-picker-labels';
import styles from './custom-color-panel.module.css';

export interface CustomColorPanelProps {
  readonly color: HexColor;
  readonly dispatch: Dispatch<HistoryAction>;
  /** The preview bitmap and its photo's id, or null without a photo (no eyedropper, no swatches). */
  readonly preview: ImageBitmap | null;
  readonly imageId: string | null;
  /** Starts the tap-on-the-preview eyedropper, where the browser has none; `done` runs when it ends. */
  readonly onTapPick: (done: () => void) => void;
}

/**
 * "Otro color": the picker with its hex field, the eyedropper and the photo's own colours.
 */
export function CustomColorPanel({ color, dispatch, preview, imageId, onTapPick }: CustomColorPanelProps) {
  const pickerRef = useRef<HTMLDivElement>(null);
  const eyedropperRef = useRef<HTMLButtonElement>(null);
  const hexId = useId();
  useSpanishPickerLabels(pickerRef);
  const choose = (raw: string) => {
    const parsed = parseHexColor(raw);
    if (parsed !== null && parsed !== color) dispatch({ type: 'customColor', color: parsed });
  };
  // The field rewrites itself to the colour it is given: taking "#abc" mid-typing would turn "abcdef" into "AABBCCdef".
  const chooseTyped = (raw: string) => {
    if (raw.replace('#', '').length === 6) choose(raw);
  };
  const onPickerDown = usePickerGesture(dispatch);
  const onEyedropper = () => {
    // The overlay on the preview takes the focus; it comes back here when the pick ends.
    if (!hasBrowserEyeDropper()) return onTapPick(() => eyedropperRef.current?.focus());
    void pickWithBrowserEyeDropper().then((picked) => picked && choose(picked));
  };

  return (
    <div className={styles.panel}>
      <div ref={pickerRef} className={styles.picker} onPointerDown={onPickerDown}>
        <HexColorPicker color={color} onChange={choose} />
      </div>
      <div className={styles.hex}>
        <label htmlFor={hexId}>Código de color</label>
        <HexColorInput id={hexId} color={color} onChange={chooseTyped} prefixed className={styles.input} />
        <span className={styles.sample} style={{ backgroundColor: color }} aria-hidden="true" />
      </div>
      <ActionButton ref={eyedropperRef} onClick={onEyedropper} disabled={!preview}>
        Tomar color de la foto
      </ActionButton>
      {preview && <PhotoSwatches preview={preview} imageId={imageId} current={color} onChoose={choose} />}
    </div>
  );
}
