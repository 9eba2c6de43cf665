//! Helpers of the fuzz targets: a second, plain implementation of the event
//! stream standard to check the SDK's parser against, and a way to cut one
//! input into chunks.

pub mod chunks;
pub mod reference_sse;
