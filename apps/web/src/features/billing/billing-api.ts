import type {
  BillingAccount,
  CheckoutQuote,
  CouponResponse,
  PackId,
  PaymentResponse,
  PlanCode,
  PlansResponse,
  SubscribeRequest,
  SubscribeResponse,
} from '@scriptloom/contracts';
import { api } from '../../api/api';

/** docs/product.md#billing: the profile and the account are fetched again this long after a payment. */
export const REFRESH_AFTER_PAYMENT_MS = 5_000;

export interface CouponBody {
  coupon_code: string;
  plan: PlanCode;
}
export interface BuyPacksBody {
  plan: PackId;
  add_on: number;
  token_id?: string;
}
/** A payment attempt's key: a retry of it is charged once (use-idempotency-key.ts). */
export interface Attempt {
  idempotencyKey?: string;
}
export interface AddCardBody {
  token_id: string;
  default?: boolean;
}

const billingBase = api.enhanceEndpoints({ addTagTypes: ['Billing'] });

export const billingApi = billingBase.injectEndpoints({
  endpoints: (build) => {
    /**
     * Every billing write answers the account as it now is: it replaces the cached one at once. A
     * payment also changes the allowance and the profile's plan, which the server may settle a moment
     * later, so both are fetched again after REFRESH_AFTER_PAYMENT_MS.
     */
    const keepAccount =
      <T>(accountOf: (data: T) => BillingAccount, paid: boolean) =>
      async (
        _arg: unknown,
        { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: T }> },
      ) => {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        void dispatch(billingApi.util.upsertQueryData('getBillingAccount', undefined, accountOf(answer.data)));
        if (!paid) return;
        setTimeout(() => dispatch(billingApi.util.invalidateTags(['Billing', 'Profile'])), REFRESH_AFTER_PAYMENT_MS);
      };
    const withAccount = (data: { account: BillingAccount }) => data.account;
    const isAccount = (data: BillingAccount) => data;

    return {
      getPlans: build.query<PlansResponse, void>({
        query: () => 'payment/plans',
      }),
      getBillingAccount: build.query<BillingAccount, void>({
        query: () => 'payment/account',
        providesTags: ['Billing'],
      }),
      /** A bad code is a 400 shown under the field, not a toast. */
      checkCoupon: build.mutation<CouponResponse, CouponBody>({
        query: (body) => ({ url: 'payment/coupon', method: 'POST', body }),
        extraOptions: { quiet: true },
      }),
      /**
       * What checking out a plan costs now (credit for the unused period, coupon): shown before
       * paying. A coupon that does not apply is a 400 shown under the coupon field.
       */
      getQuote: build.query<CheckoutQuote, CouponBody | { plan: PlanCode }>({
        query: (body) => ({ url: 'payment/quote', method: 'POST', body }),
        providesTags: ['Billing'],
        extraOptions: { quiet: true },
      }),
      /** Upgrades are charged now; downgrades wait for the next billing date. Errors show in the modal. */
      subscribe: build.mutation<SubscribeResponse, SubscribeRequest & Attempt>({
        query: ({ idempotencyKey, ...body }) => ({
          url: 'v1/payment/subscribe',
          method: 'POST',
          body,
          headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {},
        }),
        extraOptions: { quiet: true },
        onQueryStarted: keepAccount(withAccount, true),
      }),
      buyPacks: build.mutation<PaymentResponse, BuyPacksBody & Attempt>({
        query: ({ idempotencyKey, ...body }) => ({
          url: 'v1/payment',
          method: 'POST',
          body,
          headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {},
        }),
        extraOptions: { quiet: true },
        onQueryStarted: keepAccount(withAccount, true),
      }),
      /** Ends the subscription at the end of its period. */
      cancelSubscription: build.mutation<PaymentResponse, void>({
        query: () => ({ url: 'v1/payment', method: 'POST', body: { cancel: true } }),
        onQueryStarted: keepAccount(withAccount, true),
      }),
      addCard: build.mutation<BillingAccount, AddCardBody>({
        query: (body) => ({ url: 'payment/cards', method: 'POST', body }),
        extraOptions: { quiet: true },
        onQueryStarted: keepAccount(isAccount, false),
      }),
      removeCard: build.mutation<BillingAccount, string>({
        query: (id) => ({ url: `payment/cards/${encodeURIComponent(id)}`, method: 'DELETE' }),
        onQueryStarted: keepAccount(isAccount, false),
      }),
      makeDefaultCard: build.mutation<BillingAccount, string>({
        query: (id) => ({ url: `payment/cards/${encodeURIComponent(id)}/default`, method: 'PUT' }),
        onQueryStarted: keepAccount(isAccount, false),
      }),
    };
  },
});

export const {
  useGetQuoteQuery,
  useGetPlansQuery,
  useGetBillingAccountQuery,
  useCheckCouponMutation,
  useSubscribeMutation,
  useBuyPacksMutation,
  useCancelSubscriptionMutation,
  useAddCardMutation,
  useRemoveCardMutation,
  useMakeDefaultCardMutation,
} = billingApi;
