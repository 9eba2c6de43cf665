//! What the page shows: one row per step, its label and an
//! `<output id="STEP" data-state="running|ok|failed">` with its result, over
//! an `<ol id="STEP-notes">` of what it did on the way; and
//! `<body data-state="done">` once every step has run. A DOM call that
//! fails (it does not on a page with `#app`) throws into the page.

use std::fmt::Display;

use wasm_bindgen::UnwrapThrowExt;
use web_sys::{Document, Element};

/// The page's `#app` and the list of steps in it.
pub struct Page {
    document: Document,
    app: Element,
    rows: Element,
}

impl Page {
    /// Appends the list of steps to `#app`.
    pub fn new() -> Self {
        let document = web_sys::window()
            .and_then(|window| window.document())
            .expect_throw("a page with a document");
        let app = document
            .get_element_by_id("app")
            .expect_throw("the page has an #app element");
        let rows = create(&document, "dl");
        app.append_with_node_1(&rows).unwrap_throw();
        Page {
            document,
            app,
            rows,
        }
    }

    /// The element the example writes into.
    pub fn app(&self) -> &Element {
        &self.app
    }

    /// A new element named `tag`, not yet in the page.
    pub fn create(&self, tag: &str) -> Element {
        create(&self.document, tag)
    }

    /// Adds a step's row, running until `Step::finish`.
    pub fn step(&self, id: &str, label: &str) -> Step {
        let title = self.create("dt");
        title.set_text_content(Some(label));
        let output = self.create("output");
        output.set_id(id);
        set_state(&output, "running");
        let notes = self.create("ol");
        notes.set_id(&format!("{id}-notes"));
        let cell = self.create("dd");
        cell.append_with_node_2(&output, &notes).unwrap_throw();
        self.rows.append_with_node_2(&title, &cell).unwrap_throw();
        Step {
            document: self.document.clone(),
            output,
            notes,
        }
    }

    /// Marks the page done: every step has run.
    pub fn done(&self) {
        let body = self.document.body().expect_throw("the page has a body");
        set_state(&body, "done");
    }
}

/// One step's row.
pub struct Step {
    document: Document,
    output: Element,
    notes: Element,
}

impl Step {
    /// Adds a line to the step's notes, as it happens.
    pub fn note(&self, line: &str) {
        let item = create(&self.document, "li");
        item.set_text_content(Some(line));
        self.notes.append_with_node_1(&item).unwrap_throw();
    }

    /// Shows the step's result: its text and `ok`, or the error and `failed`.
    pub fn finish<E: Display>(&self, result: Result<String, E>) {
        let (text, state) = match result {
            Ok(text) => (text, "ok"),
            Err(error) => (error.to_string(), "failed"),
        };
        self.output.set_text_content(Some(&text));
        set_state(&self.output, state);
    }
}

fn create(document: &Document, tag: &str) -> Element {
    document.create_element(tag).unwrap_throw()
}

fn set_state(element: &Element, state: &str) {
    element.set_attribute("data-state", state).unwrap_throw();
}
