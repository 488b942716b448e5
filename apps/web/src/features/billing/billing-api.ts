import { api } from '../../api/api';
import { operation, type Answer, type Body } from '../../api/operations';

/** docs/product.md#billing: the profile and the account are fetched again this long after a payment. */
export const REFRESH_AFTER_PAYMENT_MS = 5_000;

const plans = operation('GET /api/payment/plans');
const account = operation('GET /api/payment/account');
const coupon = operation('POST /api/payment/coupon');
const quote = operation('POST /api/payment/quote');
const subscribe = operation('POST /api/v1/payment/subscribe');
const pay = operation('POST /api/v1/payment');
const addCard = operation('POST /api/payment/cards');
const removeCard = operation('DELETE /api/payment/cards/{id}');
const defaultCard = operation('PUT /api/payment/cards/{id}/default');

type BillingAccount = Answer<typeof account>;
export type CouponBody = Body<typeof coupon>;
/** Packs bought (`plan` is the pack's id); cancelling is the same route's other body. */
export type BuyPacksBody = Exclude<Body<typeof pay>, { cancel: true }>;
/** A payment attempt's key: a retry of it is charged once (use-idempotency-key.ts). */
export interface Attempt {
  idempotencyKey?: string;
}
export type AddCardBody = Body<typeof addCard>;

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
      getPlans: build.query<Answer<typeof plans>, void>({
        query: () => plans(),
      }),
      getBillingAccount: build.query<BillingAccount, void>({
        query: () => account(),
        providesTags: ['Billing'],
      }),
      /** A bad code is a 400 shown under the field, not a toast. */
      checkCoupon: build.mutation<Answer<typeof coupon>, CouponBody>({
        query: (body) => coupon({ body }),
        extraOptions: { quiet: true },
      }),
      /**
       * What checking out a plan costs now (credit for the unused period, coupon): shown before
       * paying. A coupon that does not apply is a 400 shown under the coupon field.
       */
      getQuote: build.query<Answer<typeof quote>, Body<typeof quote>>({
        query: (body) => quote({ body }),
        providesTags: ['Billing'],
        extraOptions: { quiet: true },
      }),
      /** Upgrades are charged now; downgrades wait for the next billing date. Errors show in the modal. */
      subscribe: build.mutation<Answer<typeof subscribe>, Body<typeof subscribe> & Attempt>({
        query: ({ idempotencyKey, ...body }) =>
          subscribe({ body, headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {} }),
        extraOptions: { quiet: true },
        onQueryStarted: keepAccount(withAccount, true),
      }),
      buyPacks: build.mutation<Answer<typeof pay>, BuyPacksBody & Attempt>({
        query: ({ idempotencyKey, ...body }) =>
          pay({ body, headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {} }),
        extraOptions: { quiet: true },
        onQueryStarted: keepAccount(withAccount, true),
      }),
      /** Ends the subscription at the end of its period. */
      cancelSubscription: build.mutation<Answer<typeof pay>, void>({
        query: () => pay({ body: { cancel: true } }),
        onQueryStarted: keepAccount(withAccount, true),
      }),
      addCard: build.mutation<Answer<typeof addCard>, AddCardBody>({
        query: (body) => addCard({ body }),
        extraOptions: { quiet: true },
        onQueryStarted: keepAccount(isAccount, false),
      }),
      removeCard: build.mutation<Answer<typeof removeCard>, string>({
        query: (id) => removeCard({ path: { id } }),
        onQueryStarted: keepAccount(isAccount, false),
      }),
      makeDefaultCard: build.mutation<Answer<typeof defaultCard>, string>({
        query: (id) => defaultCard({ path: { id } }),
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
