//! HTTP methods the service uses.

/// An HTTP request method.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Method {
    /// `GET`: reads; safe to repeat.
    Get,
    /// `POST`: creates or acts; repeating it may act twice.
    Post,
    /// `PUT`: replaces or acts on a whole resource; repeating it gives the
    /// same result.
    Put,
    /// `PATCH`: partial update; repeating it gives the same result.
    Patch,
    /// `DELETE`: removal; repeating it gives the same result.
    Delete,
}

impl Method {
    /// Every method.
    pub const ALL: [Method; 5] = [
        Method::Get,
        Method::Post,
        Method::Put,
        Method::Patch,
        Method::Delete,
    ];

    /// The method named `name` on the wire (`"GET"`), if it is one.
    pub fn from_name(name: &str) -> Option<Method> {
        Method::ALL
            .into_iter()
            .find(|method| method.as_str() == name)
    }

    /// The method's name as sent on the wire (`"GET"`, `"POST"`, ...).
    pub fn as_str(self) -> &'static str {
        match self {
            Method::Get => "GET",
            Method::Post => "POST",
            Method::Put => "PUT",
            Method::Patch => "PATCH",
            Method::Delete => "DELETE",
        }
    }

    /// Whether sending the request twice has the same effect as sending it
    /// once, so a failure of unknown outcome may be retried.
    pub fn is_idempotent(self) -> bool {
        !matches!(self, Method::Post)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wire_names_are_upper_case() {
        assert_eq!(Method::Get.as_str(), "GET");
        assert_eq!(Method::Post.as_str(), "POST");
        assert_eq!(Method::Put.as_str(), "PUT");
        assert_eq!(Method::Patch.as_str(), "PATCH");
        assert_eq!(Method::Delete.as_str(), "DELETE");
    }

    #[test]
    fn only_post_is_not_idempotent() {
        assert!(Method::Get.is_idempotent());
        assert!(Method::Put.is_idempotent());
        assert!(Method::Patch.is_idempotent());
        assert!(Method::Delete.is_idempotent());
        assert!(!Method::Post.is_idempotent());
    }
}
