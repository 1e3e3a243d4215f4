using System.Reflection;
using Bench.Results.Csv;
using CsvHelper.Configuration;

namespace Bench.Store.Schema;

/// <summary>
/// The columns of a run-folder record type (<c>ResultRow</c>, <c>GrowthStallRow</c>, <c>SummaryRow</c>), taken from
/// the class map the CSV files are written with (<see cref="SnakeCaseMap{T}"/>): the same names, in the same order,
/// nested records flattened in place. A property added to a record is a new CSV column and a new store column at once.
/// </summary>
/// <typeparam name="T">The record type; it has a parameterless constructor and init-only properties.</typeparam>
public sealed class RecordLayout<T>
    where T : class
{
    private readonly Node root;

    internal RecordLayout()
    {
        var fields = new List<(int Index, RecordField Field)>();
        Collect(new SnakeCaseMap<T>(), [], fields);
        Fields = fields.OrderBy(f => f.Index).Select(f => f.Field).ToList();
        root = Node.Of(typeof(T), Fields, 0);
    }

    /// <summary>Every field, in CSV column order.</summary>
    public IReadOnlyList<RecordField> Fields { get; }

    /// <summary>Builds a record from the stored values of its columns.</summary>
    /// <param name="stored">The stored value of a column, by its name (<see cref="DBNull"/> or null when empty).</param>
    /// <exception cref="InvalidDataException">A value does not fit its property; the message names the column.</exception>
    public T Create(Func<string, object?> stored)
    {
        ArgumentNullException.ThrowIfNull(stored);
        return (T)root.Build(stored);
    }

    private static void Collect(ClassMap map, IReadOnlyList<PropertyInfo> prefix, List<(int, RecordField)> fields)
    {
        foreach (var member in map.MemberMaps.Where(m => !m.Data.Ignore))
        {
            var property = member.Data.Member as PropertyInfo
                ?? throw new NotSupportedException($"{typeof(T).Name}: CSV column {member.Data.Names[0]} is not a property");
            fields.Add((member.Data.Index, new RecordField(member.Data.Names[0], [.. prefix, property])));
        }

        foreach (var reference in map.ReferenceMaps)
        {
            var property = (PropertyInfo)reference.Data.Member;
            Collect(reference.Data.Mapping, [.. prefix, property], fields);
        }
    }

    /// <summary>One record type in the tree: its own fields and its nested records.</summary>
    private sealed class Node
    {
        private readonly Type type;
        private readonly List<RecordField> leaves = [];
        private readonly List<(PropertyInfo Property, Node Node)> children = [];

        private Node(Type type) => this.type = type;

        public static Node Of(Type type, IEnumerable<RecordField> fields, int depth)
        {
            var node = new Node(type);
            foreach (var group in fields.GroupBy(f => f.Path[depth]))
            {
                if (group.Count() == 1 && group.First().Path.Count == depth + 1)
                {
                    node.leaves.Add(group.First());
                }
                else
                {
                    node.children.Add((group.Key, Of(group.Key.PropertyType, group, depth + 1)));
                }
            }

            return node;
        }

        public object Build(Func<string, object?> stored)
        {
            // A new instance every time: record defaults such as CounterSummary.None are shared and never filled in.
            var instance = Activator.CreateInstance(type)
                ?? throw new InvalidOperationException($"{type.Name} cannot be created");
            foreach (var leaf in leaves)
            {
                leaf.Path[^1].SetValue(instance, leaf.FromStore(stored(leaf.Column.Name)));
            }

            foreach (var (property, child) in children)
            {
                property.SetValue(instance, child.Build(stored));
            }

            return instance;
        }
    }
}
