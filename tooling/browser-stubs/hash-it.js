// Browser build only (vite.config.ts aliases `hash-it` here). json-rules-engine hashes a fact's
// `{ params, id }` into the key of its per-run fact cache; Meridian's facts are plain JSON values
// without params, so their JSON text is an exact key (hash-it's hash could even collide).
export default function hash(value) {
  return JSON.stringify(value);
}
