// The app's entry: the element is defined before Vue mounts, so that the
// `.prop` binding sets the session on an upgraded element.
import { createApp } from 'vue';
import { defineLoginElement } from 'browser-cloud-sdk/login-element';
import App from './App.vue';
import '../../shared/frameworks.css';

defineLoginElement();
createApp(App).mount('#app');
