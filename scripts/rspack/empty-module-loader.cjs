// For the server build: a style sheet import becomes an empty module (the browser build's CSS is linked instead).
module.exports = () => 'export {};';
