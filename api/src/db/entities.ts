import { BlogPost } from '../modules/content/blog-post.entity';

/** Every entity the ORM knows; a new module adds its entities here. */
export const entities = [BlogPost];
