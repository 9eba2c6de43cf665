//! The state shared by every handler: the world behind a mutex.

use std::sync::{Arc, Mutex, MutexGuard};

use crate::sse::Registry;
use crate::world::World;

/// Shared by every handler.
pub struct Shared {
    world: Mutex<World>,
    /// `http://127.0.0.1:PORT`, for the URLs the simulator hands out.
    pub base: String,
    /// The SSE responses being sent (outside the world: streams write to it
    /// on every event without taking the world's lock).
    pub streams: Registry,
}

/// The handle handlers receive.
pub type AppState = Arc<Shared>;

impl Shared {
    /// Wraps a world served at `base`.
    pub fn new(world: World, base: String) -> AppState {
        Arc::new(Shared {
            world: Mutex::new(world),
            base,
            streams: Registry::default(),
        })
    }

    /// Locks the world, first applying what time has changed.
    pub fn world(&self) -> MutexGuard<'_, World> {
        let mut world = self.world.lock().unwrap_or_else(|e| e.into_inner());
        world.tick();
        world
    }
}
