// The smallest app using our SDK: the main entry, whose `init()` fetches the
// calls module's wasm, then the calls of ours-calls.js.
import init, { Client } from '../../pkg/browser_cloud_sdk.js';
import { tinyApp } from './ours-calls.js';

await init();
await tinyApp(Client);
