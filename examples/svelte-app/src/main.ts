// The app's entry: the element is defined before Svelte mounts, so that
// Svelte finds its `session` property and sets the session as an object,
// not as an attribute.
import { mount } from 'svelte';
import { defineLoginElement } from 'browser-cloud-sdk/login-element';
import App from './App.svelte';
import '../../shared/frameworks.css';

defineLoginElement();
mount(App, { target: document.getElementById('app')! });
