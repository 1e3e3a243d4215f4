using System.Reflection.Metadata;
using System.Reflection.PortableExecutable;

namespace Bench.Harness.Tests.Architecture;

/// <summary>The types a compiled assembly uses from other assemblies (its type references), as "Assembly: Namespace.Type".</summary>
internal static class CompiledReferences
{
    /// <summary>The assembly file beside the tests.</summary>
    public static string Assembly(string name) => Path.Combine(AppContext.BaseDirectory, name + ".dll");

    /// <summary>Every type reference of the assembly at <paramref name="path"/>: the assembly it comes from, its namespace and name.</summary>
    public static IReadOnlyList<(string Assembly, string Namespace, string Name)> Of(string path)
    {
        using var stream = File.OpenRead(path);
        using var pe = new PEReader(stream);
        var metadata = pe.GetMetadataReader();
        var references = new List<(string, string, string)>();
        foreach (var handle in metadata.TypeReferences)
        {
            var type = metadata.GetTypeReference(handle);
            var scope = type.ResolutionScope;
            while (scope.Kind == HandleKind.TypeReference)
            {
                scope = metadata.GetTypeReference((TypeReferenceHandle)scope).ResolutionScope;
            }

            var assembly = scope.Kind == HandleKind.AssemblyReference
                ? metadata.GetString(metadata.GetAssemblyReference((AssemblyReferenceHandle)scope).Name)
                : string.Empty;
            var nested = type.ResolutionScope.Kind == HandleKind.TypeReference
                ? metadata.GetString(metadata.GetTypeReference((TypeReferenceHandle)type.ResolutionScope).Namespace)
                : metadata.GetString(type.Namespace);
            references.Add((assembly, nested, metadata.GetString(type.Name)));
        }

        return references;
    }
}
