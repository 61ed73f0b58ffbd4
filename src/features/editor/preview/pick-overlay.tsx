import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { HexColor } from '@/domain/background-color';
import type { Placement } from '@/domain/geometry';
import { photoPixelAt, type Point } from '@/domain/photo-point';
import { bitmapColorAt } from '@/image/bitmap-color';
import styles from './pick-overlay.module.css';

export interface PickRequest {
  /** The colour under the chosen point, or null when it is not on the photo. */
  readonly onPick: (color: HexColor | null) => void;
  readonly onCancel: () => void;
}

interface PickOverlayProps extends PickRequest {
  readonly placement: Placement;
  readonly bitmap: ImageBitmap;
}

/** Arrow keys move the keyboard's crosshair by this share of the frame. */
const KEY_STEP = 0.02;
const KEY_MOVES: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

const HELP = 'Tocá la foto donde está el color que querés de fondo. Con el teclado: flechas para mover la cruz, Enter para tomar el color, Escape para cancelar.';

/**
 * The eyedropper where the browser has none: one tap (or click) on the preview takes the photo's
 * colour under it. From the keyboard a crosshair, starting at the centre, moves with the arrows.
 */
export function PickOverlay({ placement, bitmap, onPick, onCancel }: PickOverlayProps) {
  const { frameWidth, frameHeight } = placement;
  const [cross, setCross] = useState<Point>({ x: frameWidth / 2, y: frameHeight / 2 });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const helpId = useId();
  useEffect(() => buttonRef.current?.focus(), []);

  const pickAt = (point: Point) => {
    const pixel = photoPixelAt(placement, point, bitmap.width, bitmap.height);
    onPick(pixel ? bitmapColorAt(bitmap, pixel.x, pixel.y) : null);
  };
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // detail 0: Enter or Space, not a pointer.
    const rect = event.currentTarget.getBoundingClientRect();
    pickAt(event.detail === 0 ? cross : { x: event.clientX - rect.left, y: event.clientY - rect.top });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = KEY_MOVES[event.key];
    if (event.key === 'Escape') onCancel();
    else if (!move) return;
    else {
      const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));
      setCross(({ x, y }) => ({ x: clamp(x + move[0] * KEY_STEP * frameWidth, frameWidth), y: clamp(y + move[1] * KEY_STEP * frameHeight, frameHeight) }));
    }
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <button
      ref={buttonRef}
      type="button"
      className={styles.overlay}
      aria-label="Tomar el color de la foto en este punto"
      aria-describedby={helpId}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <span className={styles.cross} style={{ left: cross.x, top: cross.y }} aria-hidden="true" />
      <span id={helpId} className="visually-hidden">
        {HELP}
      </span>
    </button>
  );
}
