import { Inject, Injectable } from '@nestjs/common';
import type { ObjectStorage, RpcClient } from '@studyforge/service-kit';
import { defineHandlers, type EndpointHandlerSet } from '../http/endpoint-handler.js';
import { OBJECT_STORAGE, RPC_CLIENT } from '../tokens.js';
import { streamToResponse } from '../http/stream-to-response.js';

/** Avatars are streamed from storage once the profile service has said the viewer may see that profile. */
@Injectable()
export class ProfileHandlers implements EndpointHandlerSet {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  readonly handlers = defineHandlers({
    getAvatar: async ({ res, params, query, context }) => {
      const avatar = await this.rpc.request('profile.avatar', { profileId: params.id }, context);
      const image = await this.storage.getStream(avatar.key);
      res.status(200).setHeader('Content-Type', avatar.contentType);
      // A versioned URL names one upload forever; an unversioned one is checked again each time.
      res.setHeader('Cache-Control', query.v ? 'private, max-age=31536000, immutable' : 'private, no-cache');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      await streamToResponse(image, res);
    },
  });
}
