//! Getting or creating an auth connection, without sending the create twice.

use crate::generated::resources::AuthConnectionsResource;
use crate::protocol::api::{CREATE_CONNECTION, RETRIEVE_CONNECTION};
use crate::protocol::lifecycle::{GetOrCreate, GetOrCreateStep};
use crate::protocol::model::{AuthConnection, AuthConnectionCreateParams};
use crate::protocol::response::Error;

use super::super::call::Call;
use super::super::decode::{decode, encode};
use super::super::request_options::RequestOptions;

impl AuthConnectionsResource<'_> {
    /// Creates the connection, or returns the one that already exists for the
    /// profile and domain. The conflict is answered with one retrieve; the
    /// create is never sent twice.
    pub async fn get_or_create(
        &self,
        params: &AuthConnectionCreateParams,
    ) -> Result<AuthConnection, Error> {
        let body = self
            .get_or_create_raw(encode(params)?, &RequestOptions::default())
            .await?;
        decode(&body)
    }

    /// [`AuthConnectionsResource::get_or_create`] on a JSON body, answering
    /// the record's bytes.
    pub(crate) async fn get_or_create_raw(
        &self,
        body: String,
        options: &RequestOptions,
    ) -> Result<Vec<u8>, Error> {
        let create = Call::new(&CREATE_CONNECTION).body_text(body);
        match GetOrCreate::after_create(self.client.execute(&create, options).await) {
            GetOrCreateStep::Created(reply) => Ok(reply.body),
            GetOrCreateStep::Retrieve(existing) => {
                let retrieve = Call::new(&RETRIEVE_CONNECTION).path(&existing);
                Ok(self.client.execute(&retrieve, options).await?.body)
            }
            GetOrCreateStep::Fail(error) => Err(error),
        }
    }
}
