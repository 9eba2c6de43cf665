//! One page of a list, and a stream over every item of every page.

use std::collections::VecDeque;
use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};

use futures_core::Stream;
use serde::de::DeserializeOwned;

use crate::protocol::response::{next_offset, page_info, Error};

use super::call::Call;
use super::decode::decode;
use super::execute::Reply;
use super::progress::ListProgress;
use super::request_options::RequestOptions;
use super::service_client::Client;

/// One page of a list: its items, and whether more follow.
pub struct Page<T> {
    /// The items of this page.
    pub items: Vec<T>,
    /// Whether the service has more items after this page (`X-Has-More`).
    pub has_more: bool,
    /// The offset of the next page, exactly as the service sent it (`X-Next-Offset`).
    pub next_offset: Option<u64>,
    client: Client,
    call: Call,
    options: RequestOptions,
}

impl<T: std::fmt::Debug> std::fmt::Debug for Page<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Page")
            .field("items", &self.items)
            .field("has_more", &self.has_more)
            .field("next_offset", &self.next_offset)
            .finish_non_exhaustive()
    }
}

impl<T: DeserializeOwned + 'static> Page<T> {
    pub(crate) fn finish(
        client: &Client,
        call: &Call,
        options: &RequestOptions,
        reply: Reply,
    ) -> Result<Self, Error> {
        let info = page_info(
            reply.headers.has_more.as_deref(),
            reply.headers.next_offset.as_deref(),
        );
        Ok(Page {
            items: decode(&reply.body)?,
            has_more: next_offset(call.offset(), &info).is_some(),
            next_offset: info.next_offset,
            client: client.clone(),
            call: call.clone(),
            options: options.clone(),
        })
    }

    /// Whether [`Page::next_page`] has a page to fetch.
    pub fn has_next_page(&self) -> bool {
        self.has_more
    }

    /// Fetches the next page, `None` after the last one. The query is this
    /// page's with `offset` set to the service's `X-Next-Offset`, unchanged.
    pub async fn next_page(&self) -> Result<Option<Page<T>>, Error> {
        let (true, Some(offset)) = (self.has_more, self.next_offset) else {
            return Ok(None);
        };
        let call = self.call.at_offset(offset);
        let reply = self.client.execute(&call, &self.options).await?;
        Page::finish(&self.client, &call, &self.options, reply).map(Some)
    }

    /// A stream of every item of this page and of every page after it.
    pub fn into_stream(self) -> PageStream<T> {
        let mut progress = ListProgress::default();
        progress.count(&self);
        PageStream {
            items: VecDeque::new(),
            next: None,
            page: Some(self),
            progress,
        }
    }
}

type NextPage<T> = Pin<Box<dyn Future<Output = Result<Option<Page<T>>, Error>>>>;

/// Every item of every page, fetching pages as it goes. Ends after the last
/// page, or after yielding the error that stopped it.
pub struct PageStream<T> {
    items: VecDeque<T>,
    next: Option<NextPage<T>>,
    page: Option<Page<T>>,
    progress: ListProgress,
}

impl<T> PageStream<T> {
    /// The pages fetched so far, their items, and whether more follow.
    pub fn progress(&self) -> &ListProgress {
        &self.progress
    }
}

impl ListProgress {
    /// Counts `page` in.
    fn count<T>(&mut self, page: &Page<T>) {
        self.pages += 1;
        self.items += page.items.len() as u64;
        self.has_more = page.has_more;
    }
}

// Nothing in a page stream is pinned structurally: items are moved out freely.
impl<T> Unpin for PageStream<T> {}

impl<T: DeserializeOwned + 'static> Stream for PageStream<T> {
    type Item = Result<T, Error>;

    fn poll_next(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        let this = self.get_mut();
        loop {
            if let Some(mut page) = this.page.take() {
                this.items.extend(page.items.drain(..));
                if page.has_next_page() {
                    this.next = Some(Box::pin(async move { page.next_page().await }));
                }
            }
            if let Some(item) = this.items.pop_front() {
                return Poll::Ready(Some(Ok(item)));
            }
            let Some(next) = this.next.as_mut() else {
                return Poll::Ready(None);
            };
            match next.as_mut().poll(cx) {
                Poll::Pending => return Poll::Pending,
                Poll::Ready(result) => {
                    this.next = None;
                    match result {
                        Ok(page) => {
                            if let Some(page) = &page {
                                this.progress.count(page);
                            }
                            this.page = page;
                        }
                        Err(error) => return Poll::Ready(Some(Err(error))),
                    }
                }
            }
        }
    }
}
