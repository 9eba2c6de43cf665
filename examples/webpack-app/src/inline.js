// The same app through the package's inline entry: `init()` takes the calls
// module's wasm from the bundle itself, and the login's helper the flows
// module's from a chunk, so the page requests no wasm file. webpack still
// copies both .wasm files into dist/ (the glue names them), unused.
import init, { Client, NotFoundError } from 'browser-cloud-sdk/inline';
import { defineLoginElement } from 'browser-cloud-sdk/login-element';
import { walkthrough } from '../../shared/walkthrough.js';

walkthrough({ Client, NotFoundError, defineLoginElement }, () => init());
