module.exports = [];
