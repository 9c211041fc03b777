/** The paper account the HTTP benchmark trades on: a fixed bench key, and enough USDT for every create it sends. */
export const BENCH_ACCOUNT = {
  apiKey: 'bench-key',
  apiSecret: 'bench-secret-0123456789abcdef',
  balance: '100000000',
} as const;
