interface FileNode {
    isLeaf: boolean;
    name: string;
    children: FileNode[];
}
export declare function generateFileTree(files: string[]): FileNode[];
export declare function buildFileTreeHtml(node: FileNode[]): string;
export declare function generateFileTreeHtml(node: FileNode[]): string;
export declare const ERR_SYMLINK_IN_RECURSIVE_READDIR = "ERR_SYMLINK_IN_RECURSIVE_READDIR";
export declare function recursiveReaddir(dir: string): Promise<string[]>;
export {};
