import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { planOf, type BillingPeriod, type Pack, type PlanCode, type SubscribeResponse } from '@scriptloom/contracts';
import { useState } from 'react';
import { successToast } from '../../shared/notices/toast-slice';
import { useAppDispatch } from '../../shared/store/hooks';
import { AddCardDialog } from './AddCardDialog';
import { BuyPackDialog } from './BuyPackDialog';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog';
import { CardsCard } from './CardsCard';
import { ChangePlanDialog } from './ChangePlanDialog';
import { CheckoutDialog, type CheckoutChoice } from './CheckoutDialog';
import { CurrentPlanCard } from './CurrentPlanCard';
import { InvoicesCard } from './InvoicesCard';
import { PacksSection } from './PacksSection';
import { PlansSection } from './PlansSection';
import { SuccessDialog } from './SuccessDialog';
import { TestModeBanner } from './TestModeBanner';
import { useGetBillingAccountQuery, useGetPlansQuery } from './billing-api';
import { payingCard } from './billing-format';

/**
 * `/account/billing` (and `/plans`): the plan and its next bill, the catalogue with upgrade and
 * downgrade, packs, cards and invoices (docs/product.md#billing).
 */
export function BillingPage() {
  const dispatch = useAppDispatch();
  const plans = useGetPlansQuery();
  const billing = useGetBillingAccountQuery();
  const [chosenPeriod, setChosenPeriod] = useState<BillingPeriod | null>(null);
  const [checkout, setCheckout] = useState<CheckoutChoice | null>(null);
  const [paid, setPaid] = useState<SubscribeResponse | null>(null);
  const [downgradeTo, setDowngradeTo] = useState<PlanCode | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [pack, setPack] = useState<Pack | null>(null);
  const [addingCard, setAddingCard] = useState(false);

  if (plans.isLoading || billing.isLoading) {
    return (
      <Stack spacing={2} aria-busy="true" role="status" aria-label="Loading plans and billing">
        <Skeleton variant="rounded" height={140} />
        <Skeleton variant="rounded" height={360} />
      </Stack>
    );
  }
  if (!plans.data || !billing.data) {
    return (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              void plans.refetch();
              void billing.refetch();
            }}
          >
            Try again
          </Button>
        }
      >
        Your plan and billing could not be loaded.
      </Alert>
    );
  }

  const account = billing.data;
  const { currency, packs } = plans.data;
  const testMode = plans.data.test_mode || account.test_mode;
  const savedCard = payingCard(account.cards);
  // The switch starts on the period of the plan held (monthly on Free).
  const period = chosenPeriod ?? planOf(account.plan).period;

  return (
    <Stack spacing={3}>
      <TestModeBanner testMode={testMode} />
      <CurrentPlanCard account={account} currency={currency} onCancel={() => setCancelling(true)} />
      <PlansSection
        plans={plans.data.plans}
        account={account}
        currency={currency}
        period={period}
        onPeriodChange={setChosenPeriod}
        onChoose={(button, family) => {
          if (button.action === 'checkout') setCheckout({ family, period });
          else if (button.action === 'downgrade') setDowngradeTo(button.target);
          else if (button.action === 'cancel') setCancelling(true);
        }}
      />
      <PacksSection packs={packs} currency={currency} onBuy={setPack} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <CardsCard account={account} onAdd={() => setAddingCard(true)} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <InvoicesCard account={account} currency={currency} />
        </Grid>
      </Grid>

      <CheckoutDialog
        choice={checkout}
        currency={currency}
        testMode={testMode}
        savedCard={savedCard}
        firstCard={account.cards.length === 0}
        onClose={() => setCheckout(null)}
        onPaid={(answer) => {
          setCheckout(null);
          // The server's words ('Plan Upgraded') are the toast; the dialog shows the plan now held.
          dispatch(successToast(answer.success));
          setPaid(answer);
        }}
      />
      <SuccessDialog answer={paid} onClose={() => setPaid(null)} />
      <ChangePlanDialog target={downgradeTo} account={account} onClose={() => setDowngradeTo(null)} />
      <CancelSubscriptionDialog open={cancelling} account={account} onClose={() => setCancelling(false)} />
      <BuyPackDialog
        pack={pack}
        currency={currency}
        testMode={testMode}
        savedCard={savedCard}
        firstCard={account.cards.length === 0}
        onClose={() => setPack(null)}
      />
      <AddCardDialog
        open={addingCard}
        testMode={testMode}
        firstCard={account.cards.length === 0}
        onClose={() => setAddingCard(false)}
      />
    </Stack>
  );
}
