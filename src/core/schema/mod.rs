//! Descriptions of every JSON body the service sends or accepts.

mod shape;

pub use shape::Shape;
