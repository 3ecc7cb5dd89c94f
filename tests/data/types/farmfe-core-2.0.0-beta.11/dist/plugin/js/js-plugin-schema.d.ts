import { z } from 'zod';
export declare const nameSchema: z.ZodString;
export declare const prioritySchema: z.ZodOptional<z.ZodDefault<z.ZodNumber>>;
export declare const configSchema: z.ZodOptional<z.ZodFunction<z.ZodTuple<[z.ZodRecord<z.ZodString, z.ZodAny>], z.ZodUnknown>, z.ZodUnion<[z.ZodRecord<z.ZodString, z.ZodAny>, z.ZodPromise<z.ZodRecord<z.ZodString, z.ZodAny>>]>>>;
export declare const configResolvedSchema: z.ZodOptional<z.ZodFunction<z.ZodTuple<[z.ZodRecord<z.ZodString, z.ZodAny>], z.ZodUnknown>, z.ZodUnion<[z.ZodVoid, z.ZodPromise<z.ZodVoid>]>>>;
export declare const configureServerSchema: z.ZodOptional<z.ZodFunction<z.ZodTuple<[z.ZodAny], z.ZodUnknown>, z.ZodUnion<[z.ZodVoid, z.ZodPromise<z.ZodVoid>]>>>;
export declare const configureCompilerSchema: z.ZodOptional<z.ZodFunction<z.ZodTuple<[z.ZodAny], z.ZodUnknown>, z.ZodUnion<[z.ZodVoid, z.ZodPromise<z.ZodVoid>]>>>;
export declare const loadFilterSchema: z.ZodEffects<z.ZodObject<{
    resolvedPaths: z.ZodDefault<z.ZodOptional<z.ZodArray<z.ZodString, "many">>>;
}, "strip", z.ZodTypeAny, {
    resolvedPaths?: string[];
}, {
    resolvedPaths?: string[];
}>, {
    resolvedPaths: string[];
}, {
    resolvedPaths?: string[];
}>;
export declare const resolveFilterSchema: z.ZodEffects<z.ZodObject<{
    importers: z.ZodDefault<z.ZodOptional<z.ZodArray<z.ZodString, "many">>>;
    sources: z.ZodDefault<z.ZodOptional<z.ZodArray<z.ZodString, "many">>>;
}, "strip", z.ZodTypeAny, {
    importers?: string[];
    sources?: string[];
}, {
    importers?: string[];
    sources?: string[];
}>, {
    importers: string[];
    sources: string[];
}, {
    importers?: string[];
    sources?: string[];
}>;
export declare const transformFilterSchema: z.ZodEffects<z.ZodObject<{
    moduleTypes: z.ZodDefault<z.ZodOptional<z.ZodArray<z.ZodString, "many">>>;
    resolvedPaths: z.ZodDefault<z.ZodOptional<z.ZodArray<z.ZodString, "many">>>;
}, "strip", z.ZodTypeAny, {
    resolvedPaths?: string[];
    moduleTypes?: string[];
}, {
    resolvedPaths?: string[];
    moduleTypes?: string[];
}>, {
    moduleTypes: string[];
    resolvedPaths: string[];
}, {
    resolvedPaths?: string[];
    moduleTypes?: string[];
}>;
export declare const renderResourcePotSchema: z.ZodEffects<z.ZodObject<{
    resourcePotTypes: z.ZodDefault<z.ZodOptional<z.ZodArray<z.ZodString, "many">>>;
    moduleIds: z.ZodDefault<z.ZodOptional<z.ZodArray<z.ZodString, "many">>>;
}, "strip", z.ZodTypeAny, {
    moduleIds?: string[];
    resourcePotTypes?: string[];
}, {
    moduleIds?: string[];
    resourcePotTypes?: string[];
}>, {
    resourcePotTypes: string[];
    moduleIds: string[];
}, {
    moduleIds?: string[];
    resourcePotTypes?: string[];
}>;
export declare const augmentResourceHashSchema: z.ZodEffects<z.ZodObject<{
    resourcePotTypes: z.ZodDefault<z.ZodOptional<z.ZodArray<z.ZodString, "many">>>;
    moduleIds: z.ZodDefault<z.ZodOptional<z.ZodArray<z.ZodString, "many">>>;
}, "strip", z.ZodTypeAny, {
    moduleIds?: string[];
    resourcePotTypes?: string[];
}, {
    moduleIds?: string[];
    resourcePotTypes?: string[];
}>, {
    resourcePotTypes: string[];
    moduleIds: string[];
}, {
    moduleIds?: string[];
    resourcePotTypes?: string[];
}>;
export declare const createNameSchema: (name: string) => z.ZodEffects<z.ZodString, string, string>;
export declare const createPrioritySchema: (name: string) => z.ZodEffects<z.ZodOptional<z.ZodDefault<z.ZodNumber>>, number, number>;
export declare const createConfigSchema: (name: string) => z.ZodEffects<z.ZodOptional<z.ZodFunction<z.ZodTuple<[z.ZodRecord<z.ZodString, z.ZodAny>], z.ZodUnknown>, z.ZodUnion<[z.ZodRecord<z.ZodString, z.ZodAny>, z.ZodPromise<z.ZodRecord<z.ZodString, z.ZodAny>>]>>>, (args_0: Record<string, any>, ...args: unknown[]) => Record<string, any> | Promise<Record<string, any>>, (args_0: Record<string, any>, ...args: unknown[]) => Record<string, any> | Promise<Record<string, any>>>;
export declare const createConfigResolvedSchema: (name: string) => z.ZodEffects<z.ZodOptional<z.ZodFunction<z.ZodTuple<[z.ZodRecord<z.ZodString, z.ZodAny>], z.ZodUnknown>, z.ZodUnion<[z.ZodVoid, z.ZodPromise<z.ZodVoid>]>>>, (args_0: Record<string, any>, ...args: unknown[]) => void | Promise<void>, (args_0: Record<string, any>, ...args: unknown[]) => void | Promise<void>>;
export declare const createConfigureServerSchema: (name: string) => z.ZodEffects<z.ZodOptional<z.ZodFunction<z.ZodTuple<[z.ZodAny], z.ZodUnknown>, z.ZodUnion<[z.ZodVoid, z.ZodPromise<z.ZodVoid>]>>>, (args_0: any, ...args: unknown[]) => void | Promise<void>, (args_0: any, ...args: unknown[]) => void | Promise<void>>;
export declare const createConfigureCompilerSchema: (name: string) => z.ZodEffects<z.ZodOptional<z.ZodFunction<z.ZodTuple<[z.ZodAny], z.ZodUnknown>, z.ZodUnion<[z.ZodVoid, z.ZodPromise<z.ZodVoid>]>>>, (args_0: any, ...args: unknown[]) => void | Promise<void>, (args_0: any, ...args: unknown[]) => void | Promise<void>>;
export declare const createBuildStartSchema: (name: string) => z.ZodOptional<z.ZodEffects<z.ZodObject<{
    executor: z.ZodFunction<z.ZodTuple<[z.ZodAny], z.ZodUnknown>, z.ZodUnion<[z.ZodAny, z.ZodPromise<z.ZodAny>]>>;
}, "strip", z.ZodTypeAny, {
    executor?: (args_0: any, ...args: unknown[]) => any;
}, {
    executor?: (args_0: any, ...args: unknown[]) => any;
}>, {
    executor?: (args_0: any, ...args: unknown[]) => any;
}, {
    executor?: (args_0: any, ...args: unknown[]) => any;
}>>;
export declare const createBuildEndSchema: (name: string) => z.ZodOptional<z.ZodEffects<z.ZodObject<{
    executor: z.ZodFunction<z.ZodTuple<[z.ZodAny], z.ZodUnknown>, z.ZodUnion<[z.ZodAny, z.ZodPromise<z.ZodAny>]>>;
}, "strip", z.ZodTypeAny, {
    executor?: (args_0: any, ...args: unknown[]) => any;
}, {
    executor?: (args_0: any, ...args: unknown[]) => any;
}>, {
    executor?: (args_0: any, ...args: unknown[]) => any;
}, {
    executor?: (args_0: any, ...args: unknown[]) => any;
}>>;
export declare const createLoadSchema: (name: string) => z.ZodObject<{
    filters: z.ZodDefault<z.ZodEffects<z.ZodEffects<z.ZodObject<{
        resolvedPaths: z.ZodDefault<z.ZodOptional<z.ZodArray<z.ZodString, "many">>>;
    }, "strip", z.ZodTypeAny, {
        resolvedPaths?: string[];
    }, {
        resolvedPaths?: string[];
    }>, {
        resolvedPaths: string[];
    }, {
        resolvedPaths?: string[];
    }>, {
        resolvedPaths: string[];
    }, {
        resolvedPaths?: string[];
    }>>;
    executor: z.ZodFunction<z.ZodTuple<[], z.ZodUnknown>, z.ZodUnknown>;
}, "strip", z.ZodTypeAny, {
    executor?: (...args: unknown[]) => unknown;
    filters?: {
        resolvedPaths: string[];
    };
}, {
    executor?: (...args: unknown[]) => unknown;
    filters?: {
        resolvedPaths?: string[];
    };
}>;
export declare const createResolveSchema: (name: string) => z.ZodObject<{
    filters: z.ZodDefault<z.ZodEffects<z.ZodEffects<z.ZodObject<{
        importers: z.ZodDefault<z.ZodOptional<z.ZodArray<z.ZodString, "many">>>;
        sources: z.ZodDefault<z.ZodOptional<z.ZodArray<z.ZodString, "many">>>;
    }, "strip", z.ZodTypeAny, {
        importers?: string[];
        sources?: string[];
    }, {
        importers?: string[];
        sources?: string[];
    }>, {
        importers: string[];
        sources: string[];
    }, {
        importers?: string[];
        sources?: string[];
    }>, {
        importers: string[];
        sources: string[];
    }, {
        importers?: string[];
        sources?: string[];
    }>>;
    executor: z.ZodFunction<z.ZodTuple<[], z.ZodUnknown>, z.ZodUnknown>;
}, "strip", z.ZodTypeAny, {
    executor?: (...args: unknown[]) => unknown;
    filters?: {
        importers: string[];
        sources: string[];
    };
}, {
    executor?: (...args: unknown[]) => unknown;
    filters?: {
        importers?: string[];
        sources?: string[];
    };
}>;
export declare const createTransformSchema: (name: string) => z.ZodObject<{
    filters: z.ZodDefault<z.ZodEffects<z.ZodEffects<z.ZodObject<{
        moduleTypes: z.ZodDefault<z.ZodOptional<z.ZodArray<z.ZodString, "many">>>;
        resolvedPaths: z.ZodDefault<z.ZodOptional<z.ZodArray<z.ZodString, "many">>>;
    }, "strip", z.ZodTypeAny, {
        resolvedPaths?: string[];
        moduleTypes?: string[];
    }, {
        resolvedPaths?: string[];
        moduleTypes?: string[];
    }>, {
        moduleTypes: string[];
        resolvedPaths: string[];
    }, {
        resolvedPaths?: string[];
        moduleTypes?: string[];
    }>, {
        moduleTypes: string[];
        resolvedPaths: string[];
    }, {
        resolvedPaths?: string[];
        moduleTypes?: string[];
    }>>;
    executor: z.ZodFunction<z.ZodTuple<[], z.ZodUnknown>, z.ZodUnknown>;
}, "strip", z.ZodTypeAny, {
    executor?: (...args: unknown[]) => unknown;
    filters?: {
        moduleTypes: string[];
        resolvedPaths: string[];
    };
}, {
    executor?: (...args: unknown[]) => unknown;
    filters?: {
        resolvedPaths?: string[];
        moduleTypes?: string[];
    };
}>;
export declare const createProcessModuleSchema: (name: string) => z.ZodObject<{
    filters: z.ZodDefault<z.ZodEffects<z.ZodEffects<z.ZodObject<{
        moduleTypes: z.ZodDefault<z.ZodOptional<z.ZodArray<z.ZodString, "many">>>;
        resolvedPaths: z.ZodDefault<z.ZodOptional<z.ZodArray<z.ZodString, "many">>>;
    }, "strip", z.ZodTypeAny, {
        resolvedPaths?: string[];
        moduleTypes?: string[];
    }, {
        resolvedPaths?: string[];
        moduleTypes?: string[];
    }>, {
        moduleTypes: string[];
        resolvedPaths: string[];
    }, {
        resolvedPaths?: string[];
        moduleTypes?: string[];
    }>, {
        moduleTypes: string[];
        resolvedPaths: string[];
    }, {
        resolvedPaths?: string[];
        moduleTypes?: string[];
    }>>;
    executor: z.ZodFunction<z.ZodTuple<[], z.ZodUnknown>, z.ZodUnknown>;
}, "strip", z.ZodTypeAny, {
    executor?: (...args: unknown[]) => unknown;
    filters?: {
        moduleTypes: string[];
        resolvedPaths: string[];
    };
}, {
    executor?: (...args: unknown[]) => unknown;
    filters?: {
        resolvedPaths?: string[];
        moduleTypes?: string[];
    };
}>;
export declare const createFreezeModuleSchema: (name: string) => z.ZodObject<{
    filters: z.ZodDefault<z.ZodEffects<z.ZodEffects<z.ZodObject<{
        moduleTypes: z.ZodDefault<z.ZodOptional<z.ZodArray<z.ZodString, "many">>>;
        resolvedPaths: z.ZodDefault<z.ZodOptional<z.ZodArray<z.ZodString, "many">>>;
    }, "strip", z.ZodTypeAny, {
        resolvedPaths?: string[];
        moduleTypes?: string[];
    }, {
        resolvedPaths?: string[];
        moduleTypes?: string[];
    }>, {
        moduleTypes: string[];
        resolvedPaths: string[];
    }, {
        resolvedPaths?: string[];
        moduleTypes?: string[];
    }>, {
        moduleTypes: string[];
        resolvedPaths: string[];
    }, {
        resolvedPaths?: string[];
        moduleTypes?: string[];
    }>>;
    executor: z.ZodFunction<z.ZodTuple<[], z.ZodUnknown>, z.ZodUnknown>;
}, "strip", z.ZodTypeAny, {
    executor?: (...args: unknown[]) => unknown;
    filters?: {
        moduleTypes: string[];
        resolvedPaths: string[];
    };
}, {
    executor?: (...args: unknown[]) => unknown;
    filters?: {
        resolvedPaths?: string[];
        moduleTypes?: string[];
    };
}>;
export declare const createRenderStartSchema: (name: string) => z.ZodOptional<z.ZodEffects<z.ZodObject<{
    executor: z.ZodFunction<z.ZodTuple<[z.ZodAny], z.ZodUnknown>, z.ZodUnion<[z.ZodAny, z.ZodPromise<z.ZodAny>]>>;
}, "strip", z.ZodTypeAny, {
    executor?: (args_0: any, ...args: unknown[]) => any;
}, {
    executor?: (args_0: any, ...args: unknown[]) => any;
}>, {
    executor?: (args_0: any, ...args: unknown[]) => any;
}, {
    executor?: (args_0: any, ...args: unknown[]) => any;
}>>;
export declare const createRenderResourcePotSchema: (name: string) => z.ZodObject<{
    filters: z.ZodDefault<z.ZodEffects<z.ZodEffects<z.ZodObject<{
        resourcePotTypes: z.ZodDefault<z.ZodOptional<z.ZodArray<z.ZodString, "many">>>;
        moduleIds: z.ZodDefault<z.ZodOptional<z.ZodArray<z.ZodString, "many">>>;
    }, "strip", z.ZodTypeAny, {
        moduleIds?: string[];
        resourcePotTypes?: string[];
    }, {
        moduleIds?: string[];
        resourcePotTypes?: string[];
    }>, {
        resourcePotTypes: string[];
        moduleIds: string[];
    }, {
        moduleIds?: string[];
        resourcePotTypes?: string[];
    }>, {
        resourcePotTypes: string[];
        moduleIds: string[];
    }, {
        moduleIds?: string[];
        resourcePotTypes?: string[];
    }>>;
    executor: z.ZodFunction<z.ZodTuple<[], z.ZodUnknown>, z.ZodUnknown>;
}, "strip", z.ZodTypeAny, {
    executor?: (...args: unknown[]) => unknown;
    filters?: {
        resourcePotTypes: string[];
        moduleIds: string[];
    };
}, {
    executor?: (...args: unknown[]) => unknown;
    filters?: {
        moduleIds?: string[];
        resourcePotTypes?: string[];
    };
}>;
export declare const createAugmentResourceHashSchema: (name: string) => z.ZodObject<{
    filters: z.ZodDefault<z.ZodEffects<z.ZodEffects<z.ZodObject<{
        resourcePotTypes: z.ZodDefault<z.ZodOptional<z.ZodArray<z.ZodString, "many">>>;
        moduleIds: z.ZodDefault<z.ZodOptional<z.ZodArray<z.ZodString, "many">>>;
    }, "strip", z.ZodTypeAny, {
        moduleIds?: string[];
        resourcePotTypes?: string[];
    }, {
        moduleIds?: string[];
        resourcePotTypes?: string[];
    }>, {
        resourcePotTypes: string[];
        moduleIds: string[];
    }, {
        moduleIds?: string[];
        resourcePotTypes?: string[];
    }>, {
        resourcePotTypes: string[];
        moduleIds: string[];
    }, {
        moduleIds?: string[];
        resourcePotTypes?: string[];
    }>>;
    executor: z.ZodFunction<z.ZodTuple<[], z.ZodUnknown>, z.ZodUnknown>;
}, "strip", z.ZodTypeAny, {
    executor?: (...args: unknown[]) => unknown;
    filters?: {
        resourcePotTypes: string[];
        moduleIds: string[];
    };
}, {
    executor?: (...args: unknown[]) => unknown;
    filters?: {
        moduleIds?: string[];
        resourcePotTypes?: string[];
    };
}>;
export declare const createFinalizeResourcesSchema: (name: string) => z.ZodOptional<z.ZodEffects<z.ZodObject<{
    executor: z.ZodFunction<z.ZodTuple<[], z.ZodUnknown>, z.ZodUnknown>;
}, "strip", z.ZodTypeAny, {
    executor?: (...args: unknown[]) => unknown;
}, {
    executor?: (...args: unknown[]) => unknown;
}>, {
    executor?: (...args: unknown[]) => unknown;
}, {
    executor?: (...args: unknown[]) => unknown;
}>>;
export declare const createTransformHtmlSchema: (name: string) => z.ZodOptional<z.ZodEffects<z.ZodObject<{
    order: z.ZodOptional<z.ZodNumber>;
    executor: z.ZodFunction<z.ZodTuple<[z.ZodAny], z.ZodUnknown>, z.ZodUnion<[z.ZodAny, z.ZodPromise<z.ZodAny>]>>;
}, "strip", z.ZodTypeAny, {
    order?: number;
    executor?: (args_0: any, ...args: unknown[]) => any;
}, {
    order?: number;
    executor?: (args_0: any, ...args: unknown[]) => any;
}>, {
    order?: number;
    executor?: (args_0: any, ...args: unknown[]) => any;
}, {
    order?: number;
    executor?: (args_0: any, ...args: unknown[]) => any;
}>>;
export declare const createWriteResourcesSchema: (name: string) => z.ZodOptional<z.ZodEffects<z.ZodObject<{
    executor: z.ZodFunction<z.ZodTuple<[], z.ZodUnknown>, z.ZodUnknown>;
}, "strip", z.ZodTypeAny, {
    executor?: (...args: unknown[]) => unknown;
}, {
    executor?: (...args: unknown[]) => unknown;
}>, {
    executor?: (...args: unknown[]) => unknown;
}, {
    executor?: (...args: unknown[]) => unknown;
}>>;
export declare const createPluginCacheLoadedSchema: (name: string) => z.ZodOptional<z.ZodEffects<z.ZodObject<{
    executor: z.ZodFunction<z.ZodTuple<[z.ZodAny], z.ZodUnknown>, z.ZodUnion<[z.ZodAny, z.ZodPromise<z.ZodAny>]>>;
}, "strip", z.ZodTypeAny, {
    executor?: (args_0: any, ...args: unknown[]) => any;
}, {
    executor?: (args_0: any, ...args: unknown[]) => any;
}>, {
    executor?: (args_0: any, ...args: unknown[]) => any;
}, {
    executor?: (args_0: any, ...args: unknown[]) => any;
}>>;
export declare const createWritePluginCacheSchema: (name: string) => z.ZodOptional<z.ZodEffects<z.ZodObject<{
    executor: z.ZodFunction<z.ZodTuple<[z.ZodAny], z.ZodUnknown>, z.ZodUnion<[z.ZodAny, z.ZodPromise<z.ZodAny>]>>;
}, "strip", z.ZodTypeAny, {
    executor?: (args_0: any, ...args: unknown[]) => any;
}, {
    executor?: (args_0: any, ...args: unknown[]) => any;
}>, {
    executor?: (args_0: any, ...args: unknown[]) => any;
}, {
    executor?: (args_0: any, ...args: unknown[]) => any;
}>>;
export declare const createFinishSchema: (name: string) => z.ZodOptional<z.ZodEffects<z.ZodObject<{
    executor: z.ZodFunction<z.ZodTuple<[], z.ZodUnknown>, z.ZodUnion<[z.ZodAny, z.ZodPromise<z.ZodAny>]>>;
}, "strip", z.ZodTypeAny, {
    executor?: (...args: unknown[]) => any;
}, {
    executor?: (...args: unknown[]) => any;
}>, {
    executor?: (...args: unknown[]) => any;
}, {
    executor?: (...args: unknown[]) => any;
}>>;
export declare const createUpdateFinishedSchema: (name: string) => z.ZodOptional<z.ZodEffects<z.ZodObject<{
    executor: z.ZodFunction<z.ZodTuple<[], z.ZodUnknown>, z.ZodUnion<[z.ZodAny, z.ZodPromise<z.ZodAny>]>>;
}, "strip", z.ZodTypeAny, {
    executor?: (...args: unknown[]) => any;
}, {
    executor?: (...args: unknown[]) => any;
}>, {
    executor?: (...args: unknown[]) => any;
}, {
    executor?: (...args: unknown[]) => any;
}>>;
export declare const createUpdateModulesSchema: (name: string) => z.ZodOptional<z.ZodEffects<z.ZodObject<{
    executor: z.ZodOptional<z.ZodFunction<z.ZodTuple<[], z.ZodUnknown>, z.ZodUnion<[z.ZodOptional<z.ZodArray<z.ZodAny, "many">>, z.ZodPromise<z.ZodOptional<z.ZodArray<z.ZodAny, "many">>>, z.ZodVoid, z.ZodPromise<z.ZodVoid>]>>>;
}, "strip", z.ZodTypeAny, {
    executor?: (...args: unknown[]) => void | any[] | Promise<void> | Promise<any[]>;
}, {
    executor?: (...args: unknown[]) => void | any[] | Promise<void> | Promise<any[]>;
}>, {
    executor?: (...args: unknown[]) => void | any[] | Promise<void> | Promise<any[]>;
}, {
    executor?: (...args: unknown[]) => void | any[] | Promise<void> | Promise<any[]>;
}>>;
export declare class PluginSchemaRegistry {
    private schemas;
    register(hookName: string, schemaFactory: (pluginName: string) => z.ZodSchema): this;
    createPluginSchema(pluginName: string | undefined): z.ZodObject<{
        [x: string]: z.ZodType<any, z.ZodTypeDef, any>;
    }, "strict", z.ZodTypeAny, {
        [x: string]: any;
    }, {
        [x: string]: any;
    }>;
}
