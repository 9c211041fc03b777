/** A forbidden import: a module `from` matches may not import one `to` matches. */
module.exports = (name, comment, from, to) => ({ name, severity: 'error', comment, from, to });
