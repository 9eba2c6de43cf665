//! Browser pools: warm browsers acquired and released.

use super::{list_of, object, operations, Method, OperationDef};
use crate::records::{
    BROWSER, BROWSER_POOL, BROWSER_POOL_ACQUIRE, BROWSER_POOL_CREATE, BROWSER_POOL_DELETE,
    BROWSER_POOL_RELEASE, BROWSER_POOL_UPDATE, LIST_BROWSER_POOLS_QUERY,
};

operations! {
    CREATE_BROWSER_POOL = op("browserPools", "create", Post, "/browser_pools",
        "Creates a pool of warm browsers; they count against the concurrency caps like any other browser.")
        .body(&object(&BROWSER_POOL_CREATE))
        .answers(&object(&BROWSER_POOL));
    RETRIEVE_BROWSER_POOL = op("browserPools", "retrieve", Get, "/browser_pools/{id_or_name}",
        "Reads a browser pool by ID or name, with its acquired and available counts.")
        .answers(&object(&BROWSER_POOL));
    UPDATE_BROWSER_POOL = op("browserPools", "update", Patch, "/browser_pools/{id_or_name}",
        "Changes a browser pool's settings; idle browsers take them as they are replaced.")
        .body(&object(&BROWSER_POOL_UPDATE))
        .answers(&object(&BROWSER_POOL));
    LIST_BROWSER_POOLS = op("browserPools", "list", Get, "/browser_pools",
        "One page of the project's browser pools; `for await` runs over every item of every page.")
        .query(&object(&LIST_BROWSER_POOLS_QUERY))
        .pages(&list_of(&object(&BROWSER_POOL)));
    DELETE_BROWSER_POOL = op("browserPools", "delete", Delete, "/browser_pools/{id_or_name}",
        "Deletes a browser pool; one with acquired browsers is refused unless forced.")
        .optional_body(&object(&BROWSER_POOL_DELETE));
    ACQUIRE_BROWSER_POOL = op("browserPools", "acquire", Post, "/browser_pools/{id_or_name}/acquire",
        "Takes an idle browser from the pool, waiting up to the acquire timeout for one.")
        .body(&object(&BROWSER_POOL_ACQUIRE))
        .answers(&object(&BROWSER));
    FLUSH_BROWSER_POOL = op("browserPools", "flush", Post, "/browser_pools/{id_or_name}/flush",
        "Ends every idle browser of the pool; the pool fills again with fresh ones.");
    RELEASE_BROWSER_POOL = op("browserPools", "release", Post, "/browser_pools/{id_or_name}/release",
        "Gives an acquired browser back to its pool, to be acquired again or replaced.")
        .body(&object(&BROWSER_POOL_RELEASE));
}
