/**
 * The signer of audio links now lives in the service kit (the trivia service signs, the gateway
 * verifies, both with MEDIA_LINK_SECRET); these names keep the gateway's imports working.
 */
export { MediaLinkSigner as AudioUrlSigner, uuidFromKey as audioJobIdFor } from '@studyforge/service-kit';
