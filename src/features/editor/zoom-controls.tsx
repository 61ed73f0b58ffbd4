import type { Dispatch } from 'react';
import type { HistoryAction } from '@/domain/history';
import { ZOOM_MAX, ZOOM_MIN } from '@/domain/position';
import { zoomStep } from './zoom-step';
import styles from './zoom-controls.module.css';

interface ZoomControlsProps {
  readonly zoom: number;
  readonly dispatch: Dispatch<HistoryAction>;
  /** Without a photo there is nothing to zoom. */
  readonly disabled: boolean;
}

const percent = (zoom: number): number => Math.round(zoom * 100);

/**
 * Zoom slider (100–400 %) with Alejar and Acercar. Dragging the slider is one undo step: the
 * gesture opens on pointer down and closes on the pointer's release, wherever that happens.
 */
export function ZoomControls({ zoom, dispatch, disabled }: ZoomControlsProps) {
  function openGesture() {
    dispatch({ type: 'beginGesture' });
    const close = () => {
      window.removeEventListener('pointerup', close);
      window.removeEventListener('pointercancel', close);
      dispatch({ type: 'endGesture' });
    };
    window.addEventListener('pointerup', close);
    window.addEventListener('pointercancel', close);
  }

  return (
    <div className={styles.zoom} role="group" aria-label="Zoom de la foto">
      <button type="button" className={styles.step} aria-label="Alejar" disabled={disabled || zoom <= ZOOM_MIN} onClick={() => dispatch(zoomStep(zoom, -1))}>
        −
      </button>
      <input
        type="range"
        className={styles.slider}
        aria-label="Zoom"
        aria-valuetext={`${percent(zoom)} %`}
        min={ZOOM_MIN * 100}
        max={ZOOM_MAX * 100}
        step={1}
        value={percent(zoom)}
        disabled={disabled}
        onPointerDown={openGesture}
        onChange={(event) => dispatch({ type: 'setZoom', zoom: Number(event.target.value) / 100 })}
      />
      <button type="button" className={styles.step} aria-label="Acercar" disabled={disabled || zoom >= ZOOM_MAX} onClick={() => dispatch(zoomStep(zoom, 1))}>
        +
      </button>
      <output className={styles.value} aria-hidden="true">
        {percent(zoom)} %
      </output>
    </div>
  );
}
