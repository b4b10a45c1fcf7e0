/* oxlint-disable react/no-this-in-sfc -- ES5 constructors and prototype methods, not components */
// Browser build only (vite.config.ts aliases `eventemitter2` here). json-rules-engine's Engine and
// Rule extend EventEmitter2 and only call on/emit/emitAsync on it; Meridian never subscribes to
// engine events. This is the subset they use, as an ES5 constructor: json-rules-engine's Babel
// output calls the base class with `.call(this)`, which an ES class would refuse.
function EventEmitter2() {
  this._meridianListeners = Object.create(null);
}
EventEmitter2.prototype.on = function on(event, listener) {
  (this._meridianListeners[event] ??= []).push(listener);
  return this;
};
EventEmitter2.prototype.addListener = EventEmitter2.prototype.on;
EventEmitter2.prototype.off = function off(event, listener) {
  const list = this._meridianListeners[event];
  if (list) this._meridianListeners[event] = list.filter((l) => l !== listener);
  return this;
};
EventEmitter2.prototype.removeListener = EventEmitter2.prototype.off;
EventEmitter2.prototype.removeAllListeners = function removeAllListeners(event) {
  if (event === undefined) this._meridianListeners = Object.create(null);
  else delete this._meridianListeners[event];
  return this;
};
EventEmitter2.prototype.listeners = function listeners(event) {
  return [...(this._meridianListeners[event] ?? [])];
};
EventEmitter2.prototype.emit = function emit(event, ...args) {
  const list = this._meridianListeners[event];
  if (!list || list.length === 0) return false;
  for (const l of [...list]) l.apply(this, args);
  return true;
};
EventEmitter2.prototype.emitAsync = function emitAsync(event, ...args) {
  const list = this._meridianListeners[event] ?? [];
  return Promise.all(list.map((l) => l.apply(this, args)));
};
export default EventEmitter2;
export { EventEmitter2 };
