//! The top-level bodies the core's tests check, each as a type.

use super::*;

macro_rules! bodies {
    ($($name:ident = $ty:expr;)+) => {
        $(
            #[doc = concat!("The `", stringify!($name), "` body.")]
            pub(crate) static $name: Ty = $ty;
        )+
    };
}

bodies! {
    AUTH_CONNECTION_BODY = Ty::Object(&AUTH_CONNECTION);
    AUTH_CONNECTION_LIST = Ty::Array(&AUTH_CONNECTION_BODY);
    AUTH_CONNECTION_CREATE_BODY = Ty::Object(&AUTH_CONNECTION_CREATE);
    AUTH_CONNECTION_UPDATE_BODY = Ty::Object(&AUTH_CONNECTION_UPDATE);
    LOGIN_REQUEST = Ty::Object(&LOGIN_PARAMS);
    LOGIN_RESPONSE_BODY = Ty::Object(&LOGIN_RESPONSE);
    SUBMIT_REQUEST = Ty::Object(&SUBMIT_PARAMS);
    SUBMIT_RESPONSE_BODY = Ty::Object(&SUBMIT_RESPONSE);
    FLOW_EVENT_BODY = Ty::Union(&FLOW_EVENT);
    TIMELINE_EVENT_BODY = Ty::Object(&TIMELINE_EVENT);
    TIMELINE_EVENT_LIST = Ty::Array(&TIMELINE_EVENT_BODY);
    EXCHANGE_REQUEST = Ty::Object(&EXCHANGE_PARAMS);
    EXCHANGE_RESPONSE_BODY = Ty::Object(&EXCHANGE_RESPONSE);
    PROJECT_BODY = Ty::Object(&PROJECT);
    PROJECT_LIST = Ty::Array(&PROJECT_BODY);
    PROJECT_CREATE_BODY = Ty::Object(&PROJECT_CREATE);
    PROJECT_UPDATE_BODY = Ty::Object(&PROJECT_UPDATE);
    PROJECT_LIMITS_BODY = Ty::Object(&PROJECT_LIMITS);
    PROJECT_LIMITS_UPDATE_BODY = Ty::Object(&PROJECT_LIMITS_UPDATE);
    ORG_LIMITS_BODY = Ty::Object(&ORG_LIMITS);
    ORG_LIMITS_UPDATE_BODY = Ty::Object(&ORG_LIMITS_UPDATE);
    LOG_EVENT_BODY = Ty::Object(&LOG_EVENT);
    ERROR_RECORD_BODY = Ty::Object(&ERROR_RECORD);
    CONFLICT_ERROR_BODY = Ty::Object(&CONFLICT_ERROR);
}
