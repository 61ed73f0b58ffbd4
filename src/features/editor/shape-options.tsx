import type { Dispatch } from 'react';
import type { DesignConfig } from '@/domain/design';
import type { HistoryAction } from '@/domain/history';
import { offersEdgeChoice, pieceEdges, type Edges } from '@/domain/piece-edges';
import { ToggleButton } from './toggle-button';

const EDGE_CHOICES: readonly { readonly edges: Edges; readonly label: string }[] = [
  { edges: 'rounded', label: 'Bordes redondeados' },
  { edges: 'straight', label: 'Bordes rectos' },
];

interface ShapeOptionsProps {
  readonly design: DesignConfig;
  readonly dispatch: Dispatch<HistoryAction>;
  /** The class of the edges' group (the options column's stack). */
  readonly groupClass?: string;
}

/**
 * The piece's shape (issue 31): «Circular» in every mode and, for a rectangle of a mode cut with
 * rounded corners (the pads; rugs are cut square), rounded or straight edges.
 */
export function ShapeOptions({ design, dispatch, groupClass }: ShapeOptionsProps) {
  const edges = pieceEdges(design);
  return (
    <>
      <ToggleButton pressed={design.circular} onClick={() => dispatch({ type: 'toggleCircular' })}>
        Circular
      </ToggleButton>
      {!design.circular && offersEdgeChoice(design.mode) && (
        <div role="group" aria-label="Bordes" className={groupClass}>
          {EDGE_CHOICES.map((choice) => (
            <ToggleButton key={choice.edges} pressed={edges === choice.edges} onClick={() => dispatch({ type: 'edges', edges: choice.edges })}>
              {choice.label}
            </ToggleButton>
          ))}
        </div>
      )}
    </>
  );
}
