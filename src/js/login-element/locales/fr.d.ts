// Types of browser-cloud-sdk/login-element/locales/fr: every text of the element.
import type { LoginStrings } from "../../login-element.js";

/** Every text of the element, for `element.strings`. */
declare const strings: Required<LoginStrings>;
export default strings;
