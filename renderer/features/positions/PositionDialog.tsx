import type { ComponentType } from 'react';
import type { Position } from '../../../shared/exchange';
import { Dialog } from '../../ui/Dialog';

export interface PositionDialogProps {
  position: Position;
  onClose: () => void;
}

/** A positions dialog: `title` over a form that follows the position it was opened on (`initial`). */
export function positionDialog(title: string, Form: ComponentType<{ initial: Position }>): ComponentType<PositionDialogProps> {
  return function PositionDialog({ position, onClose }: PositionDialogProps) {
    return (
      <Dialog title={title} open onClose={onClose} className="positions-dialog">
        <Form initial={position} />
      </Dialog>
    );
  };
}
