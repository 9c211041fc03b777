/** Signing test vectors shared by the signer's and the request builder's tests. */

/** A batch order item with its keys out of order, as a caller may build it: signed over its sorted form. */
export const UNSORTED_ORDER_ITEM = {
  quantity: '0.50',
  price: '3000.00',
  pairName: 'ETH-USDT',
  positionType: 4,
  matchType: 1,
  lever: 5,
  isMarket: false,
  isLong: true,
  clientOrderId: 'a',
};

/** A form order's parameters out of order: signed over `clientOrderId=pd-1&isLong=true&…&quantity=0.123&timestamp=…`. */
export const UNSORTED_FORM_ORDER = {
  pairName: 'BTC-USDT',
  quantity: '0.123',
  price: '59995.0',
  isMarket: false,
  isLong: true,
  matchType: 1,
  lever: 10,
  positionType: 3,
  clientOrderId: 'pd-1',
};
