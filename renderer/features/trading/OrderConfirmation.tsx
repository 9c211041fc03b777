/**
 * The confirmation of an order waiting for the trader's word, wherever it was sent from (the form, the ladder, the
 * chart, Positions), mounted once by the App: a workspace without the order form still asks, instead of leaving the
 * order waiting for a dialog nobody shows. Its feeds run from the first order asked about on.
 */
import { useState } from 'react';
import { columnOf, entryFormsOf } from '../../services/order-entry';
import { fieldsOfRequest } from '../../services/trading';
import { useSession } from '../../services/hooks';
import { useOrderEntryState, useSelectedPair } from '../../stores';
import { evaluateOrderForm } from '../../domain/trading/order-form';
import { ConfirmOrderDialog } from './ConfirmOrderDialog';
import { useEntryContext } from './use-entry-context';

export function OrderConfirmation() {
  const waiting = useOrderEntryState((s) => s.confirmation !== null);
  // Mounted from the first ask on: the dialog closing (not unmounting) puts the focus back where it was.
  const [asked, setAsked] = useState(false);
  if (waiting && !asked) setAsked(true);
  return asked ? <WaitingConfirmation /> : null;
}

function WaitingConfirmation() {
  const service = useSession().entry;
  const pair = useSelectedPair();
  const form = useOrderEntryState((s) => s);
  const { confirmation } = form;
  const { ctx, leverage } = useEntryContext(pair, form.marginMode);
  if (!ctx) return null;
  const forms = entryFormsOf(form, ctx, leverage);
  return (
    <ConfirmOrderDialog
      pair={ctx.pair}
      confirmation={
        confirmation
          ? {
              ...confirmation,
              // A single order's preview from the order itself: the ladder sends its own price and quantity.
              column:
                confirmation.kind === 'order'
                  ? columnOf(ctx, evaluateOrderForm(fieldsOfRequest(confirmation.request), ctx, confirmation.request.side), false)
                  : columnOf(ctx, forms[confirmation.request.side], forms.scale),
            }
          : null
      }
      leverage={leverage}
      onConfirm={service.confirm}
      onClose={service.cancelConfirmation}
    />
  );
}
