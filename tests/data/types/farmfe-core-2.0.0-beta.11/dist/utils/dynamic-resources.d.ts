import type { Resource } from '@farmfe/runtime';
export declare function getDynamicResources(dynamicResourcesMap: Record<string, string[][]> | null): {
    dynamicResources: Resource[] | null;
    dynamicModuleResourcesMap: Record<string, number[]> | null;
};
