import { useEffect, useRef, type ReactNode } from 'react';
import { isHtmlElement } from './dom';
import './controls.css';

interface DialogProps {
  /** Its accessible name and visible title. */
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}

/**
 * A modal dialog on the platform's <dialog>: focus kept inside, Escape closes, the page behind inert; closed, the
 * focus goes back where it was when it opened.
 */
export function Dialog({ title, open, onClose, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = dialog.ownerDocument.activeElement;
      dialog.showModal();
    }
    if (!open && dialog.open) {
      dialog.close();
      const back = opener.current;
      opener.current = null;
      if (isHtmlElement(back) && back.isConnected) back.focus();
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-label={title}
      className={`dialog ${className ?? ''}`.trim()}
      // React hands a nested dialog's close and cancel to its parents too: each dialog answers only its own.
      onClose={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      onCancel={(e) => {
        if (e.target !== e.currentTarget) return;
        e.preventDefault();
        onClose();
      }}
      // A click on the backdrop lands on the dialog element itself.
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="dialog-body">
          <div className="dialog-head">
            <h2>{title}</h2>
            <button type="button" className="button-icon" aria-label="Close" onClick={onClose}>
              ×
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}

/** A modal dialog is open (every dialog of the screen is one of these): it has the keyboard. */
export const modalOpen = (doc: Document): boolean => doc.querySelector('dialog[open]') !== null;
