/** No import cycles anywhere, type-only ones included. */
module.exports = [
  {
    name: 'no-cycles',
    severity: 'error',
    comment: 'An import cycle: the files on it cannot be understood, tested or moved one at a time',
    from: {},
    to: { circular: true },
  },
];
