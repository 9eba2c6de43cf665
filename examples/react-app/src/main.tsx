// The app's entry: the element is defined before React renders it, so that
// React finds its `session` property and sets the session as an object, not
// as an attribute.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { defineLoginElement } from 'browser-cloud-sdk/login-element';
import { App } from './App';
import '../../shared/frameworks.css';

defineLoginElement();
createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
