// The same app through our SDK's inline entry: the calls module's wasm
// inside the bundle, then the calls of ours-calls.js.
import init, { Client } from '../../pkg/inline.js';
import { tinyApp } from './ours-calls.js';

await init();
await tinyApp(Client);
